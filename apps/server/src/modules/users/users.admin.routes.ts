import {
  AdminCustomerDetail,
  AdminCustomerPage,
  AdminCustomerQuery,
  ApiErrorDto,
  CreateCustomerBody,
  CreatedCustomerDto,
  PointsAdjustmentBody,
  PointsAdjustmentResult,
  PointsHistoryDto,
} from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AdminUsersService } from './users.admin.service.js'

const ErrorDto = ApiErrorDto.loose()
const tags = ['users', 'admin']
const admin = { access: 'admin' as const }
const denied = { 400: ErrorDto, 401: ErrorDto, 403: ErrorDto }
const Params = z.object({ id: z.guid('Ogiltigt kund-id.') })

/** Staff customer calls (issue 17) and the member's own points history. */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ customers: AdminUsersService }> = async (
  app,
  { customers },
) => {
  app.get(
    '/api/users/paged',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Personalens kundlista',
        description:
          'Konton som inte är personal, nyaste först. search matchar namn eller e-post (trimmad, utan hänsyn till versaler och accenter). pageSize utanför 10/25/50/100/250 blir 25. newThisMonth räknar konton skapade sedan den första i månaden (Europe/Stockholm).',
        querystring: AdminCustomerQuery,
        response: { 200: AdminCustomerPage, ...denied },
      },
    },
    async (req) => customers.list(req.query),
  )

  app.get(
    '/api/users/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'En kund med poänghistorik, ordrar och inlämningar',
        params: Params,
        response: { 200: AdminCustomerDetail, 404: ErrorDto, ...denied },
      },
    },
    async (req) => customers.detail(req.params.id),
  )

  app.post(
    '/api/users/:id/points',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Justerar en kunds poäng (± högst 100 000, med anledning)',
        description:
          'En rad i poängboken med anledningen och vem i personalen som gjorde den. Saldot går aldrig under noll (409).',
        params: Params,
        body: PointsAdjustmentBody,
        response: { 200: PointsAdjustmentResult, 404: ErrorDto, 409: ErrorDto, ...denied },
      },
    },
    async (req) => customers.adjustPoints(req.user!.id, req.params.id, req.body),
  )

  app.post(
    '/api/users',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Lägger till en kund (Lägg till kund)',
        description:
          'Kontot skapas overifierat och utan lösenord; personen får ett mejl med en länk för att välja lösenord (gäller sju dagar). 409 när e-postadressen redan finns.',
        body: CreateCustomerBody,
        response: { 201: CreatedCustomerDto, 409: ErrorDto, ...denied },
      },
    },
    async (req, reply) => reply.code(201).send(await customers.create(req.body)),
  )

  app.get(
    '/api/Users/pointsHistory',
    {
      config: { access: 'member' },
      schema: {
        tags: ['users'],
        summary: 'Den inloggade medlemmens poängsaldo och poänghistorik, senaste först',
        response: { 200: PointsHistoryDto, 401: ErrorDto },
      },
    },
    async (req) => customers.ownHistory(req.user!.id),
  )
}
