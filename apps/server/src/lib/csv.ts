import { Transform } from 'node:stream'

/** Excel reads a file as UTF-8 only when it starts with the byte order mark. */
export const CSV_BOM = '\uFEFF'
/** Swedish Excel's list separator (the comma is the decimal sign). */
export const CSV_SEPARATOR = ';'
export const CSV_NEWLINE = '\r\n'

/** One column of an export: its Swedish header and how a database row fills it. */
export interface CsvColumn<Row> {
  header: string
  value: (row: Row) => string | number | boolean | Date | null | undefined
}

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[;"\r\n]/

const zone = 'Europe/Stockholm'
const dateTimeFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: zone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})
const dateFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: zone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** A moment as Stockholm's clock shows it, e.g. "2026-11-24 14:05" (sorts and reads in Excel). */
export const formatCsvDateTime = (date: Date) => dateTimeFormat.format(date)

/** The Stockholm calendar day of a moment, e.g. "2026-11-24" (export file names). */
export const formatCsvDate = (date: Date) => dateFormat.format(date)

/**
 * One field: text starting like a formula gets a leading apostrophe (the spreadsheet then shows
 * it as text); a field holding the separator, a quote or a line break is quoted.
 */
export function csvField(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return formatCsvDateTime(value)
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nej'
  // Numbers are ours (counts, points): a negative one stays a number, not text.
  if (typeof value === 'number') return String(value)
  let text = value
  if (FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One line of fields, ended by CRLF. */
export const csvLine = (fields: readonly Parameters<typeof csvField>[0][]) =>
  fields.map(csvField).join(CSV_SEPARATOR) + CSV_NEWLINE

/** An object-mode stream of rows in, CSV text out: the BOM and header line first, one line per row. */
export function csvTransform<Row>(columns: readonly CsvColumn<Row>[]): Transform {
  let started = false
  const head = () => CSV_BOM + csvLine(columns.map((c) => c.header))
  return new Transform({
    writableObjectMode: true,
    transform(row: Row, _encoding, done) {
      const line = csvLine(columns.map((c) => c.value(row)))
      if (!started) {
        started = true
        done(null, head() + line)
      } else done(null, line)
    },
    flush(done) {
      done(null, started ? '' : head())
    },
  })
}
