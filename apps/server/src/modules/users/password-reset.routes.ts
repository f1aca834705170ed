import { ApiErrorDto, LostPasswordBody, ResetPasswordBody, SuccessMessageResponse } from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { PasswordResetService } from './password-reset.service.js'

const ErrorDto = ApiErrorDto.loose()

/** Lost password and the reset call the spec leaves out. Neither uses the session (no CSRF). */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ reset: PasswordResetService }> = async (
  app,
  { reset },
) => {
  app.post(
    '/api/users/lost-password',
    {
      config: { access: 'public', csrf: false },
      schema: {
        tags: ['users'],
        summary:
          'Skickar en länk för att återställa lösenordet (kroppen: e-postadressen som JSON-sträng, eller { email }); samma svar oavsett om kontot finns',
        body: LostPasswordBody,
        response: { 200: SuccessMessageResponse, 400: ErrorDto, 429: ErrorDto },
      },
    },
    async (req) => reset.request(req.body, req.ip),
  )

  app.post(
    '/api/users/reset-password',
    {
      config: { access: 'public', csrf: false },
      schema: {
        tags: ['users'],
        summary:
          'Sätter ett nytt lösenord med koden från återställningsmejlet (engångskod, 1 timme); avslutar alla sessioner',
        body: ResetPasswordBody,
        response: { 200: SuccessMessageResponse, 400: ErrorDto },
      },
    },
    async (req) => reset.reset(req.body),
  )
}
