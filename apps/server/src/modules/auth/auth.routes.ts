import {
  ApiErrorDto,
  CsrfTokenResponse,
  LoginBody,
  LoginResponse,
  SuccessResponse,
  ValidateTokenResponse,
} from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { clearSessionCookie, isSecureRequest, setSessionCookie } from '../../plugins/session.cookie.js'
import type { AuthService } from './auth.service.js'
import { readDeviceTokens, setDeviceCookie } from './device.cookie.js'

const ErrorDto = ApiErrorDto.loose()

/** Sessions: CSRF token, login, session check and logout (paths as the spec writes them). */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.get(
    '/api/csrfToken',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'CSRF-token för sessionen (null för besökare); skickas som X-CSRF-Token',
        response: { 200: CsrfTokenResponse },
      },
    },
    async (req) => ({ token: req.session?.csrfToken ?? null }),
  )

  app.post(
    '/api/Authentication/authenticate',
    {
      // Signing in does not use the ambient session, so there is nothing to forge.
      config: { access: 'public', csrf: false },
      schema: {
        tags: ['auth'],
        summary:
          'Loggar in (username = e-postadress); sätter HttpOnly-kakorna Authorization och Device. 429 med Retry-After efter upprepade fel, utom från en webbläsare som loggat in på kontot förut',
        body: LoginBody,
        response: { 200: LoginResponse, 400: ErrorDto, 401: ErrorDto, 429: ErrorDto },
      },
    },
    async (req, reply) => {
      const devices = readDeviceTokens(req)
      const session = await auth.login(req.body, { address: req.ip, previous: req.session, devices })
      const secure = isSecureRequest(req)
      setSessionCookie(reply, session.token, secure)
      const { token, replaces } = session.device
      setDeviceCookie(reply, [token, ...devices.filter((t) => t !== replaces)], secure)
      return { token: session.token, expiresAt: session.expiresAt.toISOString() }
    },
  )

  app.get(
    '/api/Authentication/validatetoken',
    {
      config: { access: 'member' },
      schema: {
        tags: ['auth'],
        summary: 'Svarar 200 när sessionen är giltig, annars 401',
        response: { 200: ValidateTokenResponse, 401: ErrorDto },
      },
    },
    async () => ({ valid: true as const }),
  )

  app.get(
    '/api/Authentication/logout',
    {
      // A GET (the spec's call) that ends the session: with the cookie it needs the CSRF header
      // like an unsafe call, which a link or image on another site cannot send.
      config: { access: 'public', csrf: true },
      schema: {
        tags: ['auth'],
        summary:
          'Loggar ut: tar bort sessionen och kakan (svarar 200 även utan session); med kakan krävs X-CSRF-Token',
        response: { 200: SuccessResponse, 403: ErrorDto },
      },
    },
    async (req, reply) => {
      await auth.logout(req.session)
      clearSessionCookie(reply, isSecureRequest(req))
      return { success: true as const }
    },
  )
}
