import { ApiErrorDto, ProductFromItemResult, ReceiveItemsBody, ReceiveItemsResult } from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ProductFromItemService } from './submissions.product.js'
import type { ReceiveService } from './submissions.receive.service.js'

const ErrorDto = ApiErrorDto.loose()
const errors = { 400: ErrorDto, 401: ErrorDto, 403: ErrorDto, 404: ErrorDto, 409: ErrorDto }
const tags = ['submissions']

/** Staff: garments arrived (points credited once per item), and an arrived garment made a product. */
export const submissionReceiveRoutes: FastifyPluginAsyncZod<{
  receive: ReceiveService
  productFromItem: ProductFromItemService
}> = async (app, { receive, productFromItem }) => {
  app.post(
    '/api/submissions-request/:id/receive',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Tar emot godkända artiklar och sätter in deras poäng (personal)',
        description:
          'Varje artikel krediteras exakt en gång (poänghistorik `submission-item:{id}`); redan mottagna ' +
          'hoppas över. Artikel utanför inlämningen 404, ej godkänd 409, inlämning i status 0 eller 4 409. ' +
          'Medlemmen får mejlet "Poäng insatta" när något sattes in.',
        params: z.object({ id: z.string() }),
        body: ReceiveItemsBody,
        response: { 200: ReceiveItemsResult, ...errors },
      },
    },
    async (req) => receive.receive(req.user!, req.params.id, req.body),
  )

  app.post(
    '/api/submissions-request/item/:itemId/product',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Skapar en dold produkt av en mottagen artikel (personal)',
        description:
          'Namn, pris och kategori föreslås, artikelns bilder kopieras som produktbilder. 409 om artikeln ' +
          'inte tagits emot, saknar kategori eller redan blivit en produkt.',
        params: z.object({ itemId: z.string() }),
        response: { 201: ProductFromItemResult, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await productFromItem.create(req.params.itemId)),
  )
}
