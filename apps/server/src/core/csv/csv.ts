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

/**
 * Where a spreadsheet may see a cell start that runs as a formula (CSV injection, OWASP): `=`,
 * `+`, `-`, `@`, tab or CR at the start of the field — and, because a file is not always opened
 * with our `;` (English Excel splits at commas, a paste splits at tabs, and Excel reads a quote in
 * the middle of a field as a plain character), also after any `,`, `;`, tab or line break inside
 * it, past spaces and quotes. Each such start gets an apostrophe, which makes the cell text;
 * `Ort,@SUM(1+1)` becomes `Ort,'@SUM(1+1)`. Quoting alone would not do: a comma Excel that has
 * lost track of the quotes still splits there (ADR 047).
 */
const CELL_START = /(?<=^|[,;\t\r\n])([ "]*)(?=[=+\-@\t\r])/g
/** A cheap first look (an export runs this per field): can `CELL_START` match at all? */
const MAY_START_FORMULA = /^[ "]*[=+\-@\t\r]|[,;\t\r\n]/

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
 * One field, always quoted (quotes doubled), so that whatever separator the file is opened with,
 * a comma, tab or line break in it never ends the cell; text that could start a formula anywhere
 * a cell might start gets an apostrophe (`CELL_START`). Excel still reads a quoted number or date
 * as a number or date.
 */
export function csvField(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '""'
  if (value instanceof Date) return quote(formatCsvDateTime(value))
  if (typeof value === 'boolean') return quote(value ? 'Ja' : 'Nej')
  // Numbers are ours (counts, points): a negative one stays a number, not text.
  if (typeof value === 'number') return quote(String(value))
  return quote(MAY_START_FORMULA.test(value) ? value.replace(CELL_START, "$1'") : value)
}

const quote = (text: string) => `"${text.includes('"') ? text.replaceAll('"', '""') : text}"`

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
