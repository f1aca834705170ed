import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

// Runs on the build `npm run test:e2e` makes first (ADR 012).
const script = fileURLToPath(new URL('../scripts/bundle-report.mjs', import.meta.url))
const manifestFile = fileURLToPath(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url))
const run = promisify(execFile)

/**
 * The storefront's first download may not outgrow this (gzip -9 of its JS): the initial budget of
 * scripts/size-budget.json (ADR 036; 168 385 B before issue 13, 143 389 B after it, ADR 012).
 */
const INITIAL_JS_GZIP_BUDGET: number = JSON.parse(
  readFileSync(fileURLToPath(new URL('../scripts/size-budget.json', import.meta.url)), 'utf8'),
).initial.gzip

interface Report {
  js: string[]
  jsSize: { raw: number; gzip: number }
  adminModules: string[]
}

describe('storefront bundle', () => {
  it('keeps staff code out of the initial bundle and inside lazy chunks of its own', async () => {
    const { stdout } = await run(process.execPath, [script, '--json'])
    const report = JSON.parse(stdout) as Report
    expect(report.adminModules).toEqual([])
    expect(report.jsSize.gzip).toBeLessThanOrEqual(INITIAL_JS_GZIP_BUDGET)

    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
      string,
      { file: string; isDynamicEntry?: boolean }
    >
    const staff = Object.entries(manifest).filter(([key]) => key.startsWith('src/admin/'))
    expect(staff.map(([key]) => key)).toContain('src/admin/admin-layout.tsx')
    for (const [, chunk] of staff) {
      expect(chunk.isDynamicEntry).toBe(true)
      expect(report.js).not.toContain(chunk.file)
    }
  })
})
