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
import type { RegistrationService } from './registration.service.js'

const ErrorDto = ApiErrorDto.loose()

/** Registration and e-mail verification. Neither uses the ambient session, so CSRF does not apply. */
export const registrationRoutes: FastifyPluginAsyncZod<{ registration: RegistrationService }> = async (
  app,
  { registration },
) => {
  app.post(
    '/api/Users/register',
    {
      config: { access: 'public', csrf: false },
      schema: {
        tags: ['users'],
        summary:
          'Skapar ett konto och skickar ett verifieringsmejl; samma svar för en upptagen adress (ägaren får ett mejl); fel svarar { success: false, error, message }',
        body: RegisterBody,
        response: {
          201: RegisterResponse,
          // Every error answer of this call carries success: false (the spec's client reads it).
          400: RegisterErrorResponse,
          413: RegisterErrorResponse,
          415: RegisterErrorResponse,
          429: RegisterErrorResponse,
          500: RegisterErrorResponse,
        },
      },
    },
    async (req, reply) => reply.code(201).send(await registration.register(req.body, req.ip)),
  )

  app.post(
    '/api/emailVerification/verifyEmail',
    {
      // A malformed code is just one more code that does not verify: one answer for all of them.
      config: {
        access: 'public',
        csrf: false,
        invalidInput: { error: 'bad_request', message: authTexts.emailNotVerified },
      },
      schema: {
        tags: ['users'],
        summary: 'Verifierar e-postadressen med koden från mejlet (engångskod) och ger välkomstpoängen',
        body: VerifyEmailBody,
        response: { 200: SuccessMessageResponse, 400: ErrorDto },
      },
    },
    async (req) => registration.verifyEmail(req.body.token),
  )
}
