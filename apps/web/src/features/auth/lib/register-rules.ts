/**
 * The login page's register button (spec §5): disabled while loading, or when the e-mail is
 * empty, lacks '@' or lacks '.'.
 */
export function canStartRegistration(email: string, loading: boolean): boolean {
  const value = email.trim()
  return !loading && value.length > 0 && value.includes('@') && value.includes('.')
}

/** Every field of the registration form that must be filled before the button is enabled. */
export const REGISTER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'socialSecurityNumber',
  'password',
  'confirmPassword',
  'address',
  'postalCode',
  'city',
  'region',
] as const

export type RegisterField = (typeof REGISTER_FIELDS)[number]

/** True when every registration field holds more than whitespace (spec §5: all fields required). */
export function allRegisterFieldsFilled(values: Partial<Record<RegisterField, string | undefined>>): boolean {
  return REGISTER_FIELDS.every((field) => (values[field] ?? '').trim().length > 0)
}
