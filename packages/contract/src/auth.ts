import { z } from 'zod'

/** Shortest password accepted at registration, password change and reset. */
export const PASSWORD_MIN_LENGTH = 8
/** Longest password accepted (hashing a megabyte of text is a cheap attack). */
export const PASSWORD_MAX_LENGTH = 256

/** Texts the spec gives for accounts, copied exactly (including its spelling). */
export const authTexts = {
  emailRequired: 'Fyll i email adress',
  passwordRequired: 'Fyll i lösenord',
  loginFailed: 'Fel email eller lösenord',
  passwordTooShort: 'Lösenordet måste vara minst 8 tecken långt.',
  passwordsDiffer: 'Lösenorden matchar inte.',
  accountUpdated: 'Kontouppgifterna har uppdaterats.',
  lostPasswordSent: 'Återsätllningslänk har skickats till din email.',
  emailVerified: 'Email verifierad.',
  emailNotVerified: 'Kunde inte verifiera email.',
} as const

/** A required text field: trimmed, non-empty, at most `max` characters; `label` names it in Swedish. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `Fyll i ${label}.` })
    .trim()
    .min(1, `Fyll i ${label}.`)
    .max(max, `Fältet ${label} får vara högst ${max} tecken långt.`)

/** A new password with the spec's rules (required, at least 8 characters). */
export const newPasswordField = (label = 'nytt lösenord') =>
  z
    .string({ error: `Fyll i ${label}.` })
    .min(1, `Fyll i ${label}.`)
    .min(PASSWORD_MIN_LENGTH, authTexts.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, `Lösenordet får vara högst ${PASSWORD_MAX_LENGTH} tecken långt.`)

/** E-mail address: trimmed, lower-cased, a valid address. */
export const emailField = (requiredMessage: string = authTexts.emailRequired) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, requiredMessage)
    .max(254, 'E-postadressen är för lång.')
    .pipe(z.email('Ange en giltig e-postadress.'))

/** `POST /api/Authentication/authenticate` (username is the e-mail address). */
export const LoginBody = z.object({
  username: z.string({ error: authTexts.emailRequired }).trim().min(1, authTexts.emailRequired),
  password: z.string({ error: authTexts.passwordRequired }).min(1, authTexts.passwordRequired),
})
export type LoginBody = z.infer<typeof LoginBody>

/** Successful login: the session token (also set as the HttpOnly `Authorization` cookie). */
export const LoginResponse = z.object({ token: z.string(), expiresAt: z.iso.datetime() })
export type LoginResponse = z.infer<typeof LoginResponse>

/** `GET /api/csrfToken`: the session's CSRF token, null for a visitor. */
export const CsrfTokenResponse = z.object({ token: z.string().nullable() })
export type CsrfTokenResponse = z.infer<typeof CsrfTokenResponse>

/** `GET /api/Authentication/validatetoken` when signed in. */
export const ValidateTokenResponse = z.object({ valid: z.literal(true) })

/** A plain success answer (logout). */
export const SuccessResponse = z.object({ success: z.literal(true) })

/** A success answer with a Swedish text to show. */
export const SuccessMessageResponse = z.object({ success: z.literal(true), message: z.string() })
export type SuccessMessageResponse = z.infer<typeof SuccessMessageResponse>

/** `POST /api/Users/changePassword`. */
export const ChangePasswordBody = z
  .object({
    currentPassword: z.string({ error: 'Fyll i nuvarande lösenord.' }).min(1, 'Fyll i nuvarande lösenord.'),
    newPassword: newPasswordField(),
    confirmPassword: z.string({ error: 'Fyll i lösenordet igen.' }).min(1, 'Fyll i lösenordet igen.'),
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    message: authTexts.passwordsDiffer,
    path: ['confirmPassword'],
  })
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>

/** `POST /api/emailVerification/verifyEmail`. */
export const VerifyEmailBody = z.object({ token: z.string().min(1).max(200) })
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>

/**
 * `POST /api/users/lost-password`: the spec sends the raw e-mail as a JSON string; `{ email }` also
 * works. Parses to the e-mail address; anything else reads as a missing address.
 */
export const LostPasswordBody = z
  .union([z.string(), z.object({ email: z.string().optional() })], { error: authTexts.emailRequired })
  .transform((body) => (typeof body === 'string' ? body : (body.email ?? '')))
  .pipe(emailField())
export type LostPasswordBody = z.input<typeof LostPasswordBody>

/** `POST /api/users/reset-password` (the call the spec leaves out), from the link in the reset mail. */
export const ResetPasswordBody = z
  .object({
    token: z.string({ error: 'Länken saknar kod.' }).min(1, 'Länken saknar kod.').max(200),
    newPassword: newPasswordField(),
    confirmPassword: z.string({ error: 'Fyll i lösenordet igen.' }).min(1, 'Fyll i lösenordet igen.'),
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    message: authTexts.passwordsDiffer,
    path: ['confirmPassword'],
  })
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>
