/**
 * Swedish personal identity numbers (personnummer and samordningsnummer), as pure functions shared
 * by the server (validation, storage as 12 digits) and the web app (forms, masked display).
 *
 * Accepted forms: YYMMDDNNNN, YYMMDD-NNNN, YYMMDD+NNNN ('+' = 100 years or older),
 * YYYYMMDDNNNN and YYYYMMDD-NNNN. The day may be the birth day plus 60 (samordningsnummer).
 * The last digit is a Luhn check digit over the 10-digit form.
 */

export type PersonnummerProblem = 'format' | 'length' | 'date' | 'checksum'

export type PersonnummerResult =
  | { ok: true; value: string; coordinationNumber: boolean }
  | { ok: false; problem: PersonnummerProblem }

/** Swedish texts for each problem (the length text is the spec's own). */
export const personnummerMessages: Record<PersonnummerProblem, string> = {
  format: "Personnumret får bara innehålla siffror och ett '-' eller '+'.",
  length: 'Personnumret måste vara 12 tecken långt.',
  date: 'Personnumret innehåller inget giltigt datum.',
  checksum: 'Personnumret är ogiltigt (fel kontrollsiffra).',
}

/** Luhn check digit for the first nine digits of the 10-digit form. */
export function luhnCheckDigit(nineDigits: string): number {
  let sum = 0
  for (let i = 0; i < nineDigits.length; i++) {
    const product = Number(nineDigits[i]) * (i % 2 === 0 ? 2 : 1)
    sum += product > 9 ? product - 9 : product
  }
  return (10 - (sum % 10)) % 10
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** The full year of a 10-digit number: the latest birth year not in the future, minus 100 for '+'. */
function fullYear(yy: number, month: number, day: number, plus: boolean, today: Date): number {
  const thisYear = today.getFullYear()
  let year = thisYear - ((thisYear - yy) % 100)
  const bornAfterToday =
    year === thisYear &&
    (month > today.getMonth() + 1 || (month === today.getMonth() + 1 && day > today.getDate()))
  if (bornAfterToday) year -= 100
  return plus ? year - 100 : year
}

/** Parses and checks a personnummer; on success `value` is the 12-digit form YYYYMMDDNNNN. */
export function parsePersonnummer(input: string, today: Date = new Date()): PersonnummerResult {
  const text = input.replace(/\s+/g, '')
  if (/[^\d+-]/.test(text) || (text.match(/[-+]/g)?.length ?? 0) > 1) return { ok: false, problem: 'format' }
  const digits = text.replace(/[-+]/, '')
  if (digits.length !== 10 && digits.length !== 12) return { ok: false, problem: 'length' }
  // A separator belongs right before the last four digits.
  const separator = /[-+]/.exec(text)?.[0]
  if (separator && text.indexOf(separator) !== text.length - 5) return { ok: false, problem: 'format' }

  const short = digits.slice(-10)
  const month = Number(short.slice(2, 4))
  const rawDay = Number(short.slice(4, 6))
  const coordinationNumber = rawDay > 60
  const day = coordinationNumber ? rawDay - 60 : rawDay
  const year =
    digits.length === 12
      ? Number(digits.slice(0, 4))
      : fullYear(Number(short.slice(0, 2)), month, day, separator === '+', today)

  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return { ok: false, problem: 'date' }
  }
  const birth = new Date(year, month - 1, day)
  if (birth > today) return { ok: false, problem: 'date' }
  if (luhnCheckDigit(short.slice(0, 9)) !== Number(short[9])) return { ok: false, problem: 'checksum' }

  return { ok: true, value: `${String(year).padStart(4, '0')}${short.slice(2)}`, coordinationNumber }
}

/** The 12-digit form (YYYYMMDDNNNN) of a valid personnummer, or null when it is not valid. */
export function normalizePersonnummer(input: string, today?: Date): string | null {
  const result = parsePersonnummer(input, today)
  return result.ok ? result.value : null
}

/** True when the input is a valid personnummer or samordningsnummer. */
export const isValidPersonnummer = (input: string, today?: Date) => parsePersonnummer(input, today).ok

/** Masks the last four digits for display: '198112189876' → '19811218-****'. */
export function maskPersonnummer(input: string): string {
  const digits = input.replace(/\D/g, '')
  if (digits.length < 10) return '****'
  return `${digits.slice(0, -4)}-****`
}
