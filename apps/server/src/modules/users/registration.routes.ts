import {
  ApiErrorDto,
  authTexts,
  RegisterBody,
  RegisterErrorResponse,
  RegisterResponse,
  SuccessMessageResponse,
  VerifyEmailBody,
} from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/errors.js'
import { parseBody } from '../auth/parse-body.js'
import * as registration from './registration.service.js'

const ErrorDto = ApiErrorDto.loose()

/** Registration and e-mail verification. Neither uses the ambient session, so CSRF does not apply. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/Users/register',
    {
      config: { access: 'public', csrf: false },
      attachValidation: true,
      schema: {
        tags: ['users'],
        summary:
          'Skapar ett konto och skickar ett verifieringsmejl; fel svarar { success: false, error, message }',
        body: RegisterBody,
        response: {
          201: RegisterResponse,
          // Every error answer of this call carries success: false (the spec's client reads it).
          400: RegisterErrorResponse,
          409: RegisterErrorResponse,
          413: RegisterErrorResponse,
          415: RegisterErrorResponse,
          500: RegisterErrorResponse,
        },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await registration.register(app.db, app.config, parseBody(RegisterBody, req.body))),
  )

  app.post(
    '/api/emailVerification/verifyEmail',
    {
      config: { access: 'public', csrf: false },
      attachValidation: true,
      schema: {
        tags: ['users'],
        summary: 'Verifierar e-postadressen med koden från mejlet (engångskod) och ger välkomstpoängen',
        body: VerifyEmailBody,
        response: { 200: SuccessMessageResponse, 400: ErrorDto },
      },
    },
    async (req) => {
      const parsed = VerifyEmailBody.safeParse(req.body)
      if (!parsed.success) throw new AppError('bad_request', authTexts.emailNotVerified)
      return registration.verifyEmail(app.db, app.config, parsed.data.token)
    },
  )
}
