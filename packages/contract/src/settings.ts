import { z } from 'zod'

/** Limits of the shop's details; the settings form uses them as maxLength too. */
export const SHOP_SETTINGS_LIMITS = {
  shopName: 80,
  address: 200,
  returnAddress: 200,
  phone: 40,
  email: 254,
  openingHoursLines: 10,
  openingHoursLine: 80,
} as const

const L = SHOP_SETTINGS_LIMITS

const required = (missing: string, tooLong: string, max: number) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong)

/**
 * `PUT /api/admin/settings`: every field required and trimmed; the opening hours are lines of text
 * ('Mån–fre 09:00–18:00'), blank lines dropped.
 */
export const ShopSettingsBody = z.object({
  shopName: required('Fyll i butikens namn.', `Namnet får vara högst ${L.shopName} tecken.`, L.shopName),
  address: required('Fyll i butikens adress.', `Adressen får vara högst ${L.address} tecken.`, L.address),
  returnAddress: required(
    'Fyll i returadressen.',
    `Returadressen får vara högst ${L.returnAddress} tecken.`,
    L.returnAddress,
  ),
  phone: required(
    'Fyll i ett telefonnummer.',
    `Telefonnumret får vara högst ${L.phone} tecken.`,
    L.phone,
  ).regex(/^[+\d][\d\s()-]*$/, 'Telefonnumret får bara innehålla siffror, mellanslag, +, - och parenteser.'),
  email: required('Fyll i en e-postadress.', 'E-postadressen är för lång.', L.email).pipe(
    z.email('Fyll i en giltig e-postadress.'),
  ),
  openingHours: z
    .array(
      z
        .string({ error: 'Öppettiderna ska vara text.' })
        .trim()
        .max(L.openingHoursLine, `En rad med öppettider får vara högst ${L.openingHoursLine} tecken.`),
      { error: 'Fyll i öppettiderna.' },
    )
    .transform((lines) => lines.filter(Boolean))
    .pipe(
      z
        .array(z.string())
        .min(1, 'Fyll i minst en rad med öppettider.')
        .max(L.openingHoursLines, `Högst ${L.openingHoursLines} rader med öppettider.`),
    ),
})
export type ShopSettingsBody = z.input<typeof ShopSettingsBody>

/** `GET`/`PUT /api/admin/settings`: the shop's details as they are used now. */
export const ShopSettingsDto = z.object({
  shopName: z.string(),
  address: z.string(),
  returnAddress: z.string(),
  phone: z.string(),
  email: z.string(),
  openingHours: z.array(z.string()),
  /** When staff last saved; null while the environment's defaults apply. */
  updatedAt: z.iso.datetime().nullable(),
})
export type ShopSettingsDto = z.infer<typeof ShopSettingsDto>
