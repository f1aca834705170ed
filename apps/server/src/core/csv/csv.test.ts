import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { parseCsv } from '../../test/csv.js'
import { csvField, csvLine, csvTransform, formatCsvDate, formatCsvDateTime } from './csv.js'

describe('csvField', () => {
  it('quotes every field, numbers and empty values too', () => {
    expect(csvField('Anna Andersson')).toBe('"Anna Andersson"')
    expect(csvField(10001)).toBe('"10001"')
    expect(csvField(-25)).toBe('"-25"')
    expect(csvField(null)).toBe('""')
    expect(csvField(undefined)).toBe('""')
    expect(csvField('')).toBe('""')
  })

  it('doubles quotes and keeps separators and line breaks inside the quotes', () => {
    expect(csvField('Storgatan 1; 2 tr')).toBe('"Storgatan 1; 2 tr"')
    expect(csvField('Jacka "Vinter"')).toBe('"Jacka ""Vinter"""')
    expect(csvField('rad ett\nrad två')).toBe('"rad ett\nrad två"')
    expect(csvField('rad ett\r\nrad två')).toBe('"rad ett\r\nrad två"')
    expect(csvField('Göteborg, Sverige')).toBe('"Göteborg, Sverige"')
  })

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`)
    expect(csvField('+46701234567')).toBe(`"'+46701234567"`)
    expect(csvField('-2+3')).toBe(`"'-2+3"`)
    expect(csvField('@SUM(A1)')).toBe(`"'@SUM(A1)"`)
    expect(csvField('\t=1')).toBe(`"'\t'=1"`)
    expect(csvField('\r=1')).toBe(`"'\r'=1"`)
    expect(csvField('a=1')).toBe('"a=1"')
  })

  it('neutralises a formula after a comma, semicolon, tab or line break inside the field', () => {
    expect(csvField('Ort,@SUM(1+1)')).toBe(`"Ort,'@SUM(1+1)"`)
    expect(csvField('Ort, =1+1')).toBe(`"Ort, '=1+1"`)
    expect(csvField('a;-1')).toBe(`"a;'-1"`)
    expect(csvField('a,"=1"')).toBe(`"a,""'=1"""`)
    expect(csvField('rad\n+1')).toBe(`"rad\n'+1"`)
    // Text that merely holds the characters elsewhere is left as it is.
    expect(csvField('Storgatan 1, 2 tr - höger')).toBe('"Storgatan 1, 2 tr - höger"')
  })

  it('writes moments as Stockholm time, summer and winter', () => {
    expect(formatCsvDateTime(new Date('2026-11-24T13:05:00Z'))).toBe('2026-11-24 14:05')
    expect(formatCsvDateTime(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02 00:30')
    expect(csvField(new Date('2026-01-05T08:00:00Z'))).toBe('"2026-01-05 09:00"')
    expect(formatCsvDate(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25')
    expect(csvField(true)).toBe('"Ja"')
  })

  it('joins a line with semicolons and ends it with CRLF', () => {
    expect(csvLine(['a', 1, 'b;c'])).toBe('"a";"1";"b;c"\r\n')
  })
})

/**
 * Excel's own reading when it splits at another separator: a quote opens a quoted field only as
 * the field's first character; elsewhere it is a plain character (so its idea of what is quoted
 * can differ from ours). Rows end at CRLF or LF outside quotes.
 */
function excelSplit(text: string, separator: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  let atStart = true
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"' && atStart) {
      quoted = true
      atStart = false
    } else if (c === separator || c === '\n' || (c === '\r' && text[i + 1] === '\n')) {
      row.push(field)
      field = ''
      atStart = true
      if (c !== separator) {
        if (c === '\r') i++
        rows.push(row)
        row = []
      }
    } else {
      field += c
      atStart = false
    }
  }
  return rows
}

describe('a file opened with another separator (issue 27)', () => {
  // Hostile text where a customer can write it (name, city, address), next to our own fields.
  const hostile = [
    "Ort,@SUM(1+1)*cmd|' /C calc'!A0",
    'Ort;=1+1',
    'Ort, -2+3',
    'a,"=1"',
    'a,""=1',
    'a" ,+1',
    'a\t=1',
    'a,\t=1',
    'rad\n=1',
    'rad\r\n@x',
    '"=1',
    '=1,=2;=3',
    'slut,',
    'slut,"',
  ]
  const rows = hostile.flatMap((h) => [
    [h, -25, 'Göteborg', null],
    ['Anna', h, -25, h],
    [new Date('2026-11-24T13:05:00Z'), 3, h, 'sist'],
  ])
  const file = rows.map(csvLine).join('')
  /** Our own numbers (a negative balance) are numbers, not formulas. */
  const isOwnNumber = (cell: string) => /^-?\d+$/.test(cell)

  it.each([';', ',', '\t'])('starts no cell with a formula when split at %j', (separator) => {
    for (const [reader, cells] of [
      ['quote-aware', parseCsv(file, separator).flat()],
      ['Excel', excelSplit(file, separator).flat()],
    ] as const) {
      expect(cells.length).toBeGreaterThanOrEqual(rows.length)
      const formulas = cells.filter((cell) => /^[=+\-@\t\r]/.test(cell.trimStart()) && !isOwnNumber(cell))
      expect(formulas, `${reader} reader`).toEqual([])
    }
  })

  it('reads back as the original fields, apostrophes aside, with the semicolon', () => {
    const plain = (v: string | number | Date | null) =>
      (v === null ? '' : v instanceof Date ? formatCsvDateTime(v) : String(v)).replaceAll("'", '')
    const back = parseCsv(file).map((r) => r.map((cell) => cell.replaceAll("'", '')))
    expect(back).toEqual(rows.map((r) => r.map(plain)))
  })
})

// Bytes, not stream/consumers' text(): its TextDecoder drops a leading BOM.
const text = async (stream: NodeJS.ReadableStream) => (await buffer(stream)).toString('utf8')

describe('csvTransform', () => {
  const columns = [
    { header: 'Namn', value: (r: { name: string; n: number }) => r.name },
    { header: 'Antal', value: (r: { name: string; n: number }) => r.n },
  ]

  it('writes the BOM and the header before the rows', async () => {
    const out = await text(
      Readable.from([
        { name: 'Åsa', n: 2 },
        { name: '=1', n: 3 },
      ]).pipe(csvTransform(columns)),
    )
    expect(out).toBe(`\uFEFF"Namn";"Antal"\r\n"Åsa";"2"\r\n"'=1";"3"\r\n`)
  })

  it('writes the BOM and the header alone when there are no rows', async () => {
    expect(await text(Readable.from([]).pipe(csvTransform(columns)))).toBe('\uFEFF"Namn";"Antal"\r\n')
  })
})
