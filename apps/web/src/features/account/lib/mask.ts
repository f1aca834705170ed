/**
 * A personnummer for display: the birth date stays, the last four digits are hidden
 * ("198112189876" → "19811218-****"). Anything unexpected is hidden whole.
 */
export function maskPersonnummer(value: string): string {
  const digits = value.replace(/\D/g, '')
  if (digits.length === 12) return `${digits.slice(0, 8)}-****`
  if (digits.length === 10) return `${digits.slice(0, 6)}-****`
  return digits ? '*'.repeat(Math.min(digits.length, 12)) : ''
}
