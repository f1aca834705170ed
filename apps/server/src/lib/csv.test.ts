import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { csvField, csvLine, csvTransform, formatCsvDate, formatCsvDateTime } from './csv.js'

describe('csvField', () => {
  it('leaves plain text, numbers and empty values as they are', () => {
    expect(csvField('Anna Andersson')).toBe('Anna Andersson')
    expect(csvField(10001)).toBe('10001')
    expect(csvField(-25)).toBe('-25')
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
    expect(csvField('')).toBe('')
  })

  it('quotes a field holding the separator, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Storgatan 1; 2 tr')).toBe('"Storgatan 1; 2 tr"')
    expect(csvField('Jacka "Vinter"')).toBe('"Jacka ""Vinter"""')
    expect(csvField('rad ett\nrad två')).toBe('"rad ett\nrad två"')
    expect(csvField('rad ett\r\nrad två')).toBe('"rad ett\r\nrad två"')
    // A comma is no separator in a Swedish spreadsheet.
    expect(csvField('Göteborg, Sverige')).toBe('Göteborg, Sverige')
  })

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`)
    expect(csvField('+46701234567')).toBe("'+46701234567")
    expect(csvField('-2+3')).toBe("'-2+3")
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField('\t=1')).toBe("'\t=1")
    expect(csvField('\r=1')).toBe(`"'\r=1"`)
    expect(csvField('a=1')).toBe('a=1')
  })

  it('writes moments as Stockholm time, summer and winter', () => {
    expect(formatCsvDateTime(new Date('2026-11-24T13:05:00Z'))).toBe('2026-11-24 14:05')
    expect(formatCsvDateTime(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02 00:30')
    expect(csvField(new Date('2026-01-05T08:00:00Z'))).toBe('2026-01-05 09:00')
    expect(formatCsvDate(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25')
    expect(csvField(true)).toBe('Ja')
  })

  it('joins a line with semicolons and ends it with CRLF', () => {
    expect(csvLine(['a', 1, 'b;c'])).toBe('a;1;"b;c"\r\n')
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
    expect(out).toBe("\uFEFFNamn;Antal\r\nÅsa;2\r\n'=1;3\r\n")
  })

  it('writes the BOM and the header alone when there are no rows', async () => {
    expect(await text(Readable.from([]).pipe(csvTransform(columns)))).toBe('\uFEFFNamn;Antal\r\n')
  })
})
