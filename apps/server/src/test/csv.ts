/**
 * Reads a CSV download as a spreadsheet would: `;` fields (or another separator, as a non-Swedish
 * Excel would split), quoted fields with `""` and line breaks, CRLF rows.
 */
export function parseCsv(text: string, separator = ';'): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === separator) {
      row.push(field)
      field = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i++
    } else field += c
  }
  if (field !== '' || row.length > 0) throw new Error(`the last row has no CRLF: ${JSON.stringify(row)}`)
  return rows
}
