/**
 * The one module for numbers, points, dates and identifiers as Swedes read them. Dates are in
 * Swedish time (Europe/Stockholm) whatever the device's zone, both ways: shown (formatDate …) and
 * read (a day picked in a filter, dayStart/dayEnd). The shop, its staff and its deadlines are in
 * Sweden, and one zone keeps a date the same on every screen and in every test.
 */

import { formatNumber, formatPoints } from '@kladbyte/contract'

const LOCALE = 'sv-SE'
const TIME_ZONE = 'Europe/Stockholm'

/**
 * A formatter made on first use: the header and footer (entry chunk) import this module, and a
 * first page should not pay for the date formatters it never shows (ADR 014).
 */
function lazy<F>(make: () => F): () => F {
  let made: F | undefined
  return () => {
    made ??= make()
    return made
  }
}
const dateTime = (options: Intl.DateTimeFormatOptions) =>
  lazy(() => new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: TIME_ZONE }))

const dateFormat = dateTime({ dateStyle: 'short' })
const dateTimeFormat = dateTime({ dateStyle: 'short', timeStyle: 'short' })
const longDateFormat = dateTime({ dateStyle: 'long' })
const longDateTimeFormat = dateTime({ dateStyle: 'long', timeStyle: 'short' })
const dayMonthFormat = dateTime({ day: 'numeric', month: 'short' })
const yearFormat = dateTime({ year: 'numeric' })
/** Stockholm's wall clock as numbers, to find its offset from UTC at an instant. */
const wallClockFormat = lazy(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }),
)

type DateInput = string | number | Date | null | undefined

/** Formats a date with `format`; empty for no date, the input itself when it is not a date. */
function formatWith(format: () => Intl.DateTimeFormat, value: DateInput): string {
  if (value === null || value === undefined || value === '') return ''
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? String(value) : format().format(date)
}

/**
 * Numbers and points live in the contract, so the server's texts (errors, mails) write points as
 * the screens do; re-exported here so every screen still imports its formats from one module.
 */
export { formatNumber, formatPoints }

/** A date in year-month-day form, e.g. "2025-10-16". */
export const formatDate = (value: DateInput) => formatWith(dateFormat, value)

/** Date and time, e.g. "2025-10-16 14:05". */
export const formatDateTime = (value: DateInput) => formatWith(dateTimeFormat, value)

/** A date as written in running text, e.g. "18 december 2025". */
export const formatLongDate = (value: DateInput) => formatWith(longDateFormat, value)

/** A long date with time, e.g. "18 december 2025 kl. 14:05" (backoffice spec §2.1). */
export const formatLongDateTime = (value: DateInput) => formatWith(longDateTimeFormat, value)

/** A calendar day 'YYYY-MM-DD' (e.g. a week's Monday) as day and month, e.g. "16 feb.". */
export const formatDayMonth = (day: string) => formatWith(dayMonthFormat, isDay(day) ? dayStart(day) : day)

/** The year in Sweden now (or at `value`), e.g. for the footer's copyright line. */
export const formatYear = (value: DateInput = new Date()) => formatWith(yearFormat, value)

/** year, month, day of a real calendar day written 'YYYY-MM-DD', else null ('2025-02-30' is none). */
function parseDay(day: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return null
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? [y, m, d]
    : null
}

/** Whether `value` is a real calendar day written 'YYYY-MM-DD' (what a date input gives). */
export const isDay = (value: string) => parseDay(value) !== null

/** How far Stockholm's clock is ahead of UTC at `instant` (ms): one or two hours, by the season. */
function stockholmOffset(instant: number): number {
  const n = Object.fromEntries(
    wallClockFormat()
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<Intl.DateTimeFormatPartTypes, number>
  const wall = Date.UTC(n.year, n.month - 1, n.day, n.hour, n.minute, n.second)
  return wall - Math.floor(instant / 1000) * 1000
}

/** 00:00 in Stockholm on year-month-day (a day past the month's end rolls over, as Date.UTC does). */
function stockholmMidnight(year: number, month: number, day: number): number {
  const utcMidnight = Date.UTC(year, month - 1, day)
  // Guess with the offset at UTC midnight, then take the offset at the guess: Swedish clocks
  // change at 02:00/03:00, never near midnight, so the second offset is the day's own.
  const guess = utcMidnight - stockholmOffset(utcMidnight)
  return utcMidnight - stockholmOffset(guess)
}

function requireDay(day: string): [number, number, number] {
  const parsed = parseDay(day)
  if (!parsed) throw new RangeError(`Not a day: ${day}`)
  return parsed
}

/**
 * When a day picked as 'YYYY-MM-DD' begins in Sweden (00:00 Stockholm time), whatever the device's
 * zone: a staff list's 'from' filter. Throws on anything but a real day (check with isDay).
 */
export function dayStart(day: string): Date {
  const [y, m, d] = requireDay(day)
  return new Date(stockholmMidnight(y, m, d))
}

/**
 * The last millisecond of a day in Sweden (24:00 Stockholm time less 1 ms; 23 or 25 hours after
 * dayStart on the days the clocks change): a 'to' filter, which the server compares inclusively.
 */
export function dayEnd(day: string): Date {
  const [y, m, d] = requireDay(day)
  return new Date(stockholmMidnight(y, m, d + 1) - 1)
}

/** An order number as printed on orders: plain digits, never grouped ("10001", not "10 001"). */
export const formatOrderNumber = (orderNumber: number) => String(orderNumber)

/** A short reference for an id: its first 8 characters and an ellipsis (backoffice spec §2.1). */
export const formatReference = (id: string) => (id.length > 8 ? `${id.slice(0, 8)}…` : id)

const fileSizeUnits = [
  [
    1024 * 1024,
    lazy(() => new Intl.NumberFormat(LOCALE, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })),
  ],
  [
    1024,
    lazy(() => new Intl.NumberFormat(LOCALE, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 })),
  ],
] as const

/** A file size for people, e.g. "5 MB", "1,5 MB", "320 kB" (binary units, as file managers show). */
export function formatFileSize(bytes: number): string {
  for (const [unit, format] of fileSizeUnits) if (bytes >= unit) return format().format(bytes / unit)
  return `${formatNumber(bytes)} byte`
}
