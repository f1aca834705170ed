import {
  AdminOrderDto,
  AdminOrderPage,
  AdminOrderSearchQuery,
  ApiErrorDto,
  OrderConflictDto,
  OrderStatusParams,
  StaffEmailBody,
} from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { noContent } from '../../lib/openapi.js'
import type { OrdersAdminService } from './orders.admin.service.js'

const errors = { 400: ApiErrorDto, 401: ApiErrorDto, 403: ApiErrorDto, 404: ApiErrorDto }
const tags = ['orders']
const params = z.object({ id: z.string() })

/** Staff's order calls (spec §7 'Staff: orders'); the shared GET lives in orders.routes.ts. */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{ admin: OrdersAdminService }> = async (
  app,
  { admin },
) => {
  app.get(
    '/api/orders/paged',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Alla ordrar, nyast först, en sida i taget',
        description:
          'search är ett ordernummer; from/to ISO-tidpunkter; sidstorlek 10/25/50/100 (25). Borttagna ordrar visas aldrig.',
        querystring: AdminOrderSearchQuery,
        response: { 200: AdminOrderPage, ...errors },
      },
    },
    async (req, reply) => reply.header('cache-control', 'no-store').send(await admin.paged(req.query)),
  )

  app.put(
    '/api/orders/:id/status/:status',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Sätter orderns status',
        description:
          'Vilken status som helst får följa vilken annan som helst. Till 4 (Avbruten): poängen tillbaka och ' +
          'plaggen tillbaka i butiken. Från 4: poängen dras igen och plaggen reserveras igen, annars 409. ' +
          'Samma status igen ändrar ingenting.',
        params: OrderStatusParams,
        response: { 200: AdminOrderDto, ...errors, 409: OrderConflictDto },
      },
    },
    async (req) => admin.setStatus(req.params.id, req.params.status),
  )

  app.delete(
    '/api/orders/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Tar bort en order',
        description:
          'Ordern döljs i alla listor men sparas med sina poängrader. En order som inte är avbruten avbryts först.',
        params,
        response: { 204: noContent, ...errors },
      },
    },
    async (req, reply) => {
      await admin.remove(req.params.id)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/api/orders/:id/email',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Skickar e-post om ordern',
        description:
          'Skickas bara till kundens egen e-postadress: `to` måste vara den (skiftläge spelar ingen roll), annars 400. HTML rensas till en säker delmängd utan externa bilder och får alltid en textdel. Brevet går via utkorgen och sparas på ordern.',
        params,
        body: StaffEmailBody,
        response: { 200: AdminOrderDto, ...errors },
      },
    },
    async (req) => admin.email(req.params.id, req.user!.id, req.body),
  )
}
