import {
  AdminOrderDto,
  CartErrorDto,
  IdempotencyKey,
  OrderConflictDto,
  OrderDto,
  PlaceOrderBody,
} from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { OrdersAdminService } from './orders.admin.service.js'
import type { OrdersService } from './orders.service.js'

const errors = { 400: CartErrorDto, 401: CartErrorDto, 403: CartErrorDto, 404: CartErrorDto }
const tags = ['orders']

/** Ordering garments for points, and the member's own orders (spec §7). */
export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService
  admin: OrdersAdminService
}> = async (app, { orders, admin }) => {
  app.post(
    '/api/orders',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Beställer produkterna för poäng',
        description:
          'Tar varukorgens rader ({ items: [{ productId, ... }] }); bara productId läses och serverns priser gäller. ' +
          'Kräver aktivt medlemskap (annars 403). 409 när en produkt inte längre är tillgänglig ' +
          '(unavailableProductIds) eller poängen inte räcker (balance, total). Med Idempotency-Key ger ' +
          'samma nyckel från samma medlem den första beställningen igen (200).',
        headers: z.object({ 'idempotency-key': IdempotencyKey.optional() }).loose(),
        body: PlaceOrderBody,
        response: { 200: OrderDto, 201: OrderDto, ...errors, 409: OrderConflictDto },
      },
    },
    async (req, reply) => {
      const { order, replayed } = await orders.place({
        userId: req.user!.id,
        productIds: req.body.items.map((i) => i.productId),
        idempotencyKey: req.headers['idempotency-key'],
      })
      return reply.code(replayed ? 200 : 201).send(order)
    },
  )

  app.get(
    '/api/orders',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Medlemmens beställningar, nyast först',
        response: { 200: z.array(OrderDto), ...errors },
      },
    },
    async (req) => orders.list(req.user!.id),
  )

  app.get(
    '/api/orders/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'En beställning: medlemmen sina egna, personal vilken som helst',
        description:
          'Någon annans beställning, ett okänt eller ogiltigt id ger 404. Personal får orderns kund, ' +
          'uppdateringstid och skickade e-postmeddelanden (AdminOrderDto).',
        params: z.object({ id: z.string() }),
        response: { 200: z.union([AdminOrderDto, OrderDto]), ...errors },
      },
    },
    async (req, reply) => {
      if (!req.user!.isAdmin) return orders.get(req.user!.id, req.params.id)
      return reply.header('cache-control', 'no-store').send(await admin.get(req.params.id))
    },
  )
}
