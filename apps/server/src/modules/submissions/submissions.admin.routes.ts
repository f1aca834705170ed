import {
  AdminSubmissionDto,
  AdminSubmissionPage,
  AdminSubmissionSearchQuery,
  ApiErrorDto,
  ReviewSubmissionBody,
  StaffEmailBody,
  SubmissionStatusParams,
} from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { SubmissionsAdminService } from './submissions.admin.service.js'

const errors = { 400: ApiErrorDto, 401: ApiErrorDto, 403: ApiErrorDto, 404: ApiErrorDto }
const tags = ['submissions']
const base = '/api/submissions-request'
const params = z.object({ id: z.string() })
const live = 'Öppna sidor av inlämningen får händelsen `updated` på `/api/chat/{id}/events`.'

/** Staff's submission calls (spec §7 'Staff: submissions'); the shared GET lives in submissions.routes.ts. */
export const submissionsAdminRoutes: FastifyPluginAsyncZod<{ admin: SubmissionsAdminService }> = async (
  app,
  { admin },
) => {
  app.get(
    `${base}/paged`,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Alla inlämningar, nyast först, en sida i taget (personal)',
        description:
          'search letar i titel, anteckningar, granskarens kommentar, referensen (id:ts början) och medlemmens ' +
          'namn och e-post (skiftläge och accenter spelar ingen roll); from/to ISO-tidpunkter på skapad; ' +
          'sidstorlek 10/25/50/100 (25). counts räknar alla inlämningar per status, oavsett filter.',
        querystring: AdminSubmissionSearchQuery,
        response: { 200: AdminSubmissionPage, ...errors },
      },
    },
    async (req, reply) => reply.header('cache-control', 'no-store').send(await admin.paged(req.query)),
  )

  app.put(
    `${base}/:id/status/:status`,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Sätter inlämningens status (personal)',
        description: `Vilken status som helst får följa vilken annan som helst; samma status igen ändrar ingenting. ${live}`,
        params: SubmissionStatusParams,
        response: { 200: AdminSubmissionDto, ...errors },
      },
    },
    async (req) => admin.setStatus(req.user!, req.params.id, req.params.status),
  )

  app.put(
    `${base}/:id/review`,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Granskar inlämningen: kommentar, prioritet och artiklarnas beslut (personal)',
        description:
          'Fält som utelämnas lämnas orörda. Godkänd kräver poäng (i anropet eller redan sparade), avvisad och ' +
          'väntar tar bort poängen. En artikel vars poäng redan är insatta kan inte ändras (409). ' +
          live,
        params,
        body: ReviewSubmissionBody,
        response: { 200: AdminSubmissionDto, ...errors, 409: ApiErrorDto },
      },
    },
    async (req) => admin.review(req.user!, req.params.id, req.body),
  )

  app.post(
    `${base}/:id/email`,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Skickar e-post om inlämningen (personal)',
        description:
          'Skickas bara till kundens egen e-postadress: `to` måste vara den (skiftläge spelar ingen roll), annars 400. HTML rensas till en säker delmängd utan externa bilder och får alltid en textdel. Brevet går via utkorgen och sparas på inlämningen.',
        params,
        body: StaffEmailBody,
        response: { 200: AdminSubmissionDto, ...errors },
      },
    },
    async (req) => admin.email(req.user!, req.params.id, req.body),
  )
}
