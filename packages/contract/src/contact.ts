import { z } from 'zod'

/** Limits of the contact form; the web form uses them as maxLength too. */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const

const required = (missing: string, tooLong: string, max: number) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong)

/** `POST /api/contact/form`: every field required and trimmed; the e-mail must be a valid address. */
export const ContactFormBody = z.object({
  name: required('Fyll i ditt namn.', 'Namnet är för långt.', CONTACT_LIMITS.name),
  email: required('Fyll i din e-postadress.', 'E-postadressen är för lång.', CONTACT_LIMITS.email).pipe(
    z.email('Fyll i en giltig e-postadress.'),
  ),
  message: required(
    'Skriv ett meddelande.',
    `Meddelandet är för långt (högst ${CONTACT_LIMITS.message} tecken).`,
    CONTACT_LIMITS.message,
  ),
})
export type ContactFormBody = z.input<typeof ContactFormBody>

export const CONTACT_SUCCESS_MESSAGE = 'Tack för ditt meddelande! Vi återkommer så snart vi kan.'

export const ContactFormResponse = z.object({ success: z.boolean(), message: z.string() })
export type ContactFormResponse = z.infer<typeof ContactFormResponse>

/** `GET /api/settings/public`: the shop's contact details as staff saved them (else the environment's). */
export const PublicSettingsDto = z.object({
  shopName: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  /** Where members send their garments (RETURN_ADDRESS; defaults to the shop's address). */
  returnAddress: z.string(),
  /** Lines of text, e.g. 'Mån–fre 09:00–18:00' (the footer and the contact page). */
  openingHours: z.array(z.string()),
})
export type PublicSettingsDto = z.infer<typeof PublicSettingsDto>
