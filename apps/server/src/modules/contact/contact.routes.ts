import { ApiErrorDto, ContactFormBody, ContactFormResponse, PublicSettingsDto } from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/errors.js'
import { createContactService } from './contact.service.js'

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const contact = createContactService(app.db, app.config)

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
      // The schema's own Swedish messages say which field is wrong better than the generic text.
      attachValidation: true,
    },
    async (req, reply) => {
      if (req.validationError) throw fieldError(req.validationError)
      return reply.code(201).send(await contact.submit(req.body, req.ip))
    },
  )

  app.get(
    '/api/settings/public',
    {
      config: { access: 'public' },
      schema: {
        tags: ['contact'],
        summary: 'Butikens namn, adress, telefon och e-post',
        response: { 200: PublicSettingsDto },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300')
      return contact.publicSettings()
    },
  )
}

interface ValidationIssue {
  instancePath?: string
  message?: string
}

/** Turns a body validation failure into a 400 carrying the first field's own message. */
function fieldError(err: Error & { validation?: ValidationIssue[] }): AppError {
  const fields = (err.validation ?? []).map((v) => ({
    field: (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.'),
    message: v.message ?? 'Ogiltigt värde.',
  }))
  return new AppError('validation', fields[0]?.message ?? 'Ogiltig begäran.', { fields })
}
