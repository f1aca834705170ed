import { ApiErrorDto, ShopSettingsBody, ShopSettingsDto } from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { SettingsService } from './settings.service.js'

/** Staff read and save the shop's details (backoffice /admin/settings). */
export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/api/admin/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Butikens uppgifter som de gäller nu (miljövariablerna tills personalen sparat)',
        response: { 200: ShopSettingsDto, 401: ApiErrorDto, 403: ApiErrorDto },
      },
    },
    async () => settings.current(),
  )

  app.put(
    '/api/admin/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Sparar butikens namn, adresser, telefon, e-post och öppettider',
        body: ShopSettingsBody,
        // Loose: the 400 keeps `fields`, which the form shows beside each input.
        response: { 200: ShopSettingsDto, 400: ApiErrorDto.loose(), 401: ApiErrorDto, 403: ApiErrorDto },
      },
    },
    async (req) => settings.save(req.body),
  )
}
