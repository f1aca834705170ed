import { z } from 'zod'
import { authTexts, emailField, newPasswordField, requiredText } from './auth.js'
import { parsePersonnummer, personnummerMessages } from './personnummer.js'

/** An optional text field (missing or null leaves the stored value unchanged). */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} måste vara text.` })
    .trim()
    .max(max, `${label} får vara högst ${max} tecken långt.`)
    .nullish()
    .transform((v) => v ?? undefined)

/** The signed-in user as `GET /api/Users/UserContext` returns it. */
export const UserDto = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** 12 digits; the owner sees it whole, the web app shows it masked. */
  socialSecurityNumber: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  region: z.string(),
  country: z.string(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  hasSubscription: z.boolean(),
  /** Points balance (sum of the ledger). */
  points: z.number().int(),
})
export type UserDto = z.infer<typeof UserDto>

/** Editable fields of `POST /api/Users/saveContext`; the client sends the whole user, the rest is ignored. */
export const SaveContextBody = z.object({
  firstName: requiredText('förnamn', 100).optional(),
  lastName: requiredText('efternamn', 100).optional(),
  phone: optionalText('Telefonnumret', 30),
  address: optionalText('Adressen', 200),
  city: optionalText('Staden', 100),
  postalCode: optionalText('Postnumret', 20),
  region: optionalText('Länet', 100),
})
export type SaveContextBody = z.infer<typeof SaveContextBody>

/** `POST /api/Users/register`: every field required (the spec's registration payload). */
export const RegisterBody = z
  .object({
    email: emailField('Fyll i e-postadress.'),
    password: newPasswordField('lösenord'),
    confirmPassword: z.string({ error: 'Fyll i lösenordet igen.' }).min(1, 'Fyll i lösenordet igen.'),
    socialSecurityNumber: requiredText('personnummer', 20).superRefine((value, ctx) => {
      const result = parsePersonnummer(value)
      if (value && !result.ok) ctx.addIssue({ code: 'custom', message: personnummerMessages[result.problem] })
    }),
    firstName: requiredText('förnamn', 100),
    lastName: requiredText('efternamn', 100),
    phone: requiredText('telefonnummer', 30),
    address: requiredText('adress', 200),
    city: requiredText('stad', 100),
    postalCode: requiredText('postnummer', 20),
    region: requiredText('län', 100),
    /** Required as the spec sends it, but always stored as 'Sverige'. */
    country: requiredText('land', 100),
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: authTexts.passwordsDiffer,
    path: ['confirmPassword'],
  })
export type RegisterBody = z.infer<typeof RegisterBody>

/** Answer of a successful registration. */
export const RegisterResponse = z.object({ success: z.literal(true), message: z.string(), data: UserDto })
export type RegisterResponse = z.infer<typeof RegisterResponse>

/**
 * Error answers of registration carry `success: false` as well as the usual `{ error, message }`
 * (the default fills it in when the server's one error handler answers).
 */
export const RegisterErrorResponse = z
  .object({ success: z.literal(false).default(false), error: z.string(), message: z.string() })
  .loose()
