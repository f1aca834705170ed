import { ApiErrorDto, ContactFormBody, ContactFormResponse, PublicSettingsDto } from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { ContactService } from './contact.service.js'
import type { SettingsService } from './settings.service.js'

/** The contact form and the shop's public details. */
export const contactRoutes: FastifyPluginAsyncZod<{
  contact: ContactService
  settings: SettingsService
}> = async (app, { contact, settings }) => {
  app.post(
    '/api/contact/form',
    {
      config: { access: 'public' },
      schema: {
        tags: ['contact'],
        summary: 'Skickar ett meddelande från kontaktformuläret till personalens inkorg',
        body: ContactFormBody,
        response: { 201: ContactFormResponse, 400: ApiErrorDto, 429: ApiErrorDto },
      },
    },
    async (req, reply) => reply.code(201).send(await contact.submit(req.body, req.ip)),
  )

  app.get(
    '/api/settings/public',
    {
      config: { access: 'public' },
      schema: {
        tags: ['contact'],
        summary: 'Butikens namn, adress, returadress, telefon, e-post och öppettider',
        response: { 200: PublicSettingsDto },
      },
    },
    async (_req, reply) => {
      // Staff edit these: a browser asks again each time rather than showing last visit's hours.
      reply.header('cache-control', 'no-cache')
      return settings.publicSettings()
    },
  )
}
