import { existsSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MODULE_ROWS, PLUGIN_ROWS_FILE, ROW_FILES, rowGoesTo, rowsFile } from './routes.table.js'

// The layout of the matrix's rows (ADR 030): each feature module keeps its rows beside its routes and
// routes.table.ts lists every such file, so a forgotten import cannot hide a module's routes.

const src = new URL('../', import.meta.url)
const modules = readdirSync(new URL('modules/', src), { withFileTypes: true }).filter((d) => d.isDirectory())

describe('the rows files', () => {
  it('has one for each feature module (a folder with an index.ts), listed in routes.table.ts', () => {
    const features = modules.filter((d) => existsSync(new URL(`modules/${d.name}/index.ts`, src)))
    expect(features.length).toBeGreaterThan(10)
    const missing = features
      .map((d) => d.name)
      .filter((m) => !MODULE_ROWS[m] || !existsSync(new URL(rowsFile(m), src)))
      .map((m) => `${rowsFile(m)}: export its rows and list them in hardening/routes.table.ts`)
    expect(missing).toEqual([])
  })

  it('lists every rows file there is, and nothing else', () => {
    const onDisk = modules.flatMap((d) =>
      readdirSync(new URL(`modules/${d.name}/`, src))
        .filter((f) => f.endsWith('.hardening.ts'))
        .map((f) => `modules/${d.name}/${f}`),
    )
    expect(onDisk.sort()).toEqual(Object.keys(MODULE_ROWS).map(rowsFile).sort())
  })

  it('has each route in one file only (a second row would silently replace the first)', () => {
    const twice = Object.entries(ROW_FILES).filter(([, files]) => files.length > 1)
    expect(twice).toEqual([])
  })
})

describe('a route without a row', () => {
  it("is sent to the rows file of its module's neighbouring routes", () => {
    expect(rowGoesTo('POST /api/cart/undo')).toBe('add a row to modules/cart/cart.hardening.ts')
    expect(rowGoesTo('GET /api/submissions-request/:id/history')).toBe(
      'add a row to modules/submissions/submissions.hardening.ts',
    )
    expect(rowGoesTo('GET /api/docs/static/other.css')).toBe(`add a row to ${PLUGIN_ROWS_FILE}`)
  })

  it('is sent to its module when no neighbour says which', () => {
    expect(rowGoesTo('GET /api/returns')).toMatch(
      /^add a row to modules\/<m>\/<m>\.hardening\.ts of the module/,
    )
    expect(rowGoesTo('GET /api/admin/audit')).toMatch(
      /one of .*dashboard.*contact|one of .*contact.*dashboard/,
    )
  })
})
