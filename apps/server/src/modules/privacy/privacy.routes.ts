import {
  ApiErrorDto,
  DELETE_ACCOUNT_PATH,
  DeleteAccountBody,
  DeleteAccountResult,
  MY_DATA_EXPORT_PATH,
  MyDataExport,
} from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { clearSessionCookie, isSecureRequest } from '../../plugins/session.cookie.js'
import { exportFileName } from './privacy.export.js'
import type { PrivacyService } from './privacy.service.js'

const ErrorDto = ApiErrorDto.loose()

/** An ASCII name for old clients and the real one (RFC 6266 `filename*`) for every browser today. */
const attachment = (name: string) =>
  `attachment; filename="${name.replace('ä', 'a')}"; filename*=UTF-8''${encodeURIComponent(name)}`

/** The member's own data: 'Ladda ner mina uppgifter' and 'Radera mitt konto' (ADR 033). */
export const privacyRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyService }> = async (app, { privacy }) => {
  app.get(
    MY_DATA_EXPORT_PATH,
    {
      config: { access: 'member' },
      schema: {
        tags: ['users'],
        summary:
          'Mina uppgifter som JSON-fil (profil, adresser, medlemskap, ordrar, poäng, inlämningar, chatt, mejl)',
        response: { 200: MyDataExport, 401: ErrorDto },
      },
    },
    async (req, reply) => {
      const now = new Date()
      const data = await privacy.exportMyData(req.user!.id, now)
      reply.header('content-disposition', attachment(exportFileName(now))).header('cache-control', 'no-store')
      return data
    },
  )

  app.post(
    DELETE_ACCOUNT_PATH,
    {
      config: { access: 'member' },
      schema: {
        tags: ['users'],
        summary:
          'Raderar kontot efter lösenordskontroll: profilen anonymiseras, bilder och chatt tas bort, sessionerna avslutas; ordrar och poänghistorik sparas anonymt',
        body: DeleteAccountBody,
        response: {
          200: DeleteAccountResult,
          400: ErrorDto,
          401: ErrorDto,
          403: ErrorDto,
          409: ErrorDto,
          429: ErrorDto,
        },
      },
    },
    async (req, reply) => {
      const result = await privacy.deleteAccount({ userId: req.user!.id, address: req.ip }, req.body)
      clearSessionCookie(reply, isSecureRequest(req))
      return result
    },
  )
}
