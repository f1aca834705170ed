/**
 * Formatting of numbers, dates and identifiers as Swedes read them. Dates are shown in Swedish
 * time (Europe/Stockholm) whatever the device's zone: the shop, its staff and its deadlines are in
 * Sweden, and one zone keeps a date the same on every screen and in every test.
 */

const LOCALE = 'sv-SE'
const TIME_ZONE = 'Europe/Stockholm'

const numberFormat = new Intl.NumberFormat(LOCALE)
const dateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeZone: TIME_ZONE })
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
})
const longDateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: TIME_ZONE })
const longDateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
})

type DateInput = string | number | Date | null | undefined

/** Formats a date with `format`; empty for no date, the input itself when it is not a date. */
function formatWith(format: Intl.DateTimeFormat, value: DateInput): string {
  if (value === null || value === undefined || value === '') return ''
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? String(value) : format.format(date)
}

/** A number with Swedish digit grouping, e.g. "12 500" (the space is a no-break space). */
export const formatNumber = (n: number) => numberFormat.format(n)

/** Points as running text, e.g. "1 000 poäng". */
export const formatPoints = (n: number) => `${formatNumber(n)} poäng`

/** A date in year-month-day form, e.g. "2025-10-16". */
export const formatDate = (value: DateInput) => formatWith(dateFormat, value)

/** Date and time, e.g. "2025-10-16 14:05". */
export const formatDateTime = (value: DateInput) => formatWith(dateTimeFormat, value)

/** A date as written in running text, e.g. "18 december 2025". */
export const formatLongDate = (value: DateInput) => formatWith(longDateFormat, value)

/** A long date with time, e.g. "18 december 2025 kl. 14:05" (backoffice spec §2.1). */
export const formatLongDateTime = (value: DateInput) => formatWith(longDateTimeFormat, value)

/** An order number as printed on orders: plain digits, never grouped ("10001", not "10 001"). */
export const formatOrderNumber = (orderNumber: number) => String(orderNumber)

/** A short reference for an id: its first 8 characters and an ellipsis (backoffice spec §2.1). */
export const formatReference = (id: string) => (id.length > 8 ? `${id.slice(0, 8)}…` : id)

const fileSizeUnits = [
  [1024 * 1024, new Intl.NumberFormat(LOCALE, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })],
  [1024, new Intl.NumberFormat(LOCALE, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 })],
] as const

/** A file size for people, e.g. "5 MB", "1,5 MB", "320 kB" (binary units, as file managers show). */
export function formatFileSize(bytes: number): string {
  for (const [unit, format] of fileSizeUnits) if (bytes >= unit) return format.format(bytes / unit)
  return `${formatNumber(bytes)} byte`
}
