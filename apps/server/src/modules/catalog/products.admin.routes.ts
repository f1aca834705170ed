import {
  AdminProductSearchQuery,
  AdminProductSearchResponse,
  CreatedProductDto,
  CreateProductBody,
  ProductDto,
  ProductImageDto,
  UpdateProductBody,
  UploadProductImageBody,
} from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { imageUploadGate } from '../../core/media/media.gate.js'
import { IMAGE_BODY_LIMIT } from '../../core/media/media.upload.js'
import { noContent } from '../../lib/openapi.js'
import type { CatalogService } from './catalog.service.js'
import { ErrorResponse } from './http.js'
import type { AdminProductsService } from './products.admin.service.js'

const tags = ['catalog', 'admin']
const denied = { 401: ErrorResponse, 403: ErrorResponse }
const errors = { 400: ErrorResponse, 404: ErrorResponse, ...denied }
const id = (what: string) => z.guid(`Ogiltigt ${what}.`)
const admin = { access: 'admin' as const }

/**
 * Staff product calls (issue 16). Static segments (`admin/search`, `image/...`) win over the
 * public `/api/products/:id` in Fastify's router, so these paths never reach the shop's routes.
 */
export const adminProductRoutes: FastifyPluginAsyncZod<{
  products: AdminProductsService
  catalog: CatalogService
}> = async (app, { products, catalog }) => {
  const staffView = async (productId: string) =>
    (await catalog.getProduct(productId, { isAdmin: true })).product

  app.get(
    '/api/products/admin/search',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Personalens produktlista',
        description:
          'Alla plagg som inte är arkiverade (dolda, reserverade och sålda också), nyaste först, med kategorins sökväg och huvudbildens miniatyr. pageSize utanför 5/10/25/50/100 blir 10; page < 1 blir 1. activeTotal räknar synliga plagg i samma kategorifilter.',
        querystring: AdminProductSearchQuery,
        response: { 200: AdminProductSearchResponse, ...errors },
      },
    },
    async (req) => products.search(req.query),
  )

  app.post(
    '/api/products',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      ...imageUploadGate,
      config: admin,
      schema: {
        tags,
        summary: 'Skapar ett plagg (valfritt med bilder i base64)',
        description:
          'Namn 1–120 tecken, kategori som finns, beskrivning högst 4000 tecken, pris heltal 1–100 000 poäng, storlek från listorna eller fritext 1–30 tecken. Första bilden (eller den med main) blir huvudbild; en felaktig bild ger 400 och inget skapas.',
        body: CreateProductBody,
        response: { 201: CreatedProductDto, 413: ErrorResponse, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await products.create(req.body)),
  )

  app.put(
    '/api/products',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Uppdaterar ett plagg',
        description:
          'Samma regler som när det skapas. En pågående order påverkas inte: den har sitt pris och sin reservation.',
        body: UpdateProductBody,
        response: { 200: ProductDto, ...errors },
      },
    },
    async (req) => staffView(await products.update(req.body)),
  )

  app.delete(
    '/api/products/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Tar bort ett plagg (arkiverar det om det finns i en order)',
        params: z.object({ id: id('produkt-id') }),
        response: { 200: z.object({ archived: z.boolean() }), ...errors },
      },
    },
    async (req) => products.remove(req.params.id),
  )

  app.post(
    '/api/products/image/:productId',
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      ...imageUploadGate,
      config: admin,
      schema: {
        tags,
        summary: 'Laddar upp en bild till ett plagg',
        description:
          'JSON med base64 i `blob`. JPEG, PNG, WebP eller AVIF upp till 15 MB (annat 400, större 413); metadata tas bort. Första bilden blir huvudbild; `main: true` flyttar markeringen.',
        params: z.object({ productId: id('produkt-id') }),
        body: UploadProductImageBody,
        response: { 201: ProductImageDto, 413: ErrorResponse, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await products.addImage(req.params.productId, req.body.blob, req.body.main)),
  )

  app.delete(
    '/api/products/image/:imageId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Tar bort en bild och dess filer',
        description: 'Var det huvudbilden tar nästa bild över.',
        params: z.object({ imageId: id('bild-id') }),
        response: { 204: noContent, ...errors },
      },
    },
    async (req, reply) => {
      await products.deleteImage(req.params.imageId)
      return reply.code(204).send(null)
    },
  )

  app.put(
    '/api/products/image/main/:productId/:imageId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Gör en bild till plaggets huvudbild',
        description: 'Exakt en huvudbild per plagg, även vid samtidiga anrop. Svarar med plaggets bilder.',
        params: z.object({ productId: id('produkt-id'), imageId: id('bild-id') }),
        response: { 200: z.array(ProductImageDto), ...errors },
      },
    },
    async (req) => {
      await products.setMain(req.params.productId, req.params.imageId)
      return catalog.productImages(req.params.productId, { isAdmin: true })
    },
  )
}
