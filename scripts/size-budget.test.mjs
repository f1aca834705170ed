import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { PUBLIC_PAGES } from '../packages/contract/src/public-pages.ts'

const script = fileURLToPath(new URL('./size-budget.mjs', import.meta.url))
const run = promisify(execFile)
let dir = ''

/** `length` bytes that gzip cannot shrink much (a fixed-seed LCG, so every run is the same). */
function noise(length, seed) {
  const bytes = Buffer.alloc(length)
  let x = seed
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31
    bytes[i] = x >>> 16
  }
  return bytes
}

/** A throw-away built app: entry + a vendor chunk it imports, a lazy home page and a lazy staff page. */
function fakeBuild({ staffBytes }) {
  dir = mkdtempSync(path.join(os.tmpdir(), 'size-budget-'))
  mkdirSync(path.join(dir, '.vite'))
  mkdirSync(path.join(dir, 'assets'))
  const files = {
    'assets/index.js': noise(2000, 1),
    'assets/vendor.js': noise(1000, 2),
    'assets/home.js': noise(500, 3),
    'assets/staff.js': noise(staffBytes, 4),
  }
  for (const [file, bytes] of Object.entries(files)) writeFileSync(path.join(dir, file), bytes)
  const manifest = {
    'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true, imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor.js' },
    'src/features/content/routes/home.tsx': {
      file: 'assets/home.js',
      src: 'src/features/content/routes/home.tsx',
      isDynamicEntry: true,
      imports: ['index.html'],
    },
    'src/admin/features/users/routes/users.tsx': {
      file: 'assets/staff.js',
      src: 'src/admin/features/users/routes/users.tsx',
      isDynamicEntry: true,
      imports: ['index.html', '_vendor.js'],
    },
  }
  writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest))
  const budgets = {
    initial: { gzip: 3200 },
    lazy: [
      { group: 'admin', match: '^src/admin/', gzip: 1200 },
      { group: 'storefront', match: '', gzip: 600 },
    ],
  }
  writeFileSync(path.join(dir, 'budgets.json'), JSON.stringify(budgets))
  return ['--dist', dir, '--budgets', path.join(dir, 'budgets.json')]
}

afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('size budget', () => {
  it('prints the initial JS and each lazy chunk (without what is already initial) and passes', async () => {
    const { stdout } = await run(process.execPath, [script, ...fakeBuild({ staffBytes: 1000 })])
    expect(stdout).toMatch(/^initial JS\s+initial\s+2\s+3\.0 kB\s+3\.\d kB\s+3\.2 kB\s+ok$/m)
    // The staff page's own file only: the vendor chunk is already part of the initial JS.
    expect(stdout).toMatch(
      /^src\/admin\/features\/users\/routes\/users\.tsx\s+admin\s+1\s+1\.0 kB\s+1\.\d kB\s+1\.2 kB\s+ok$/m,
    )
    expect(stdout).toMatch(/^src\/features\/content\/routes\/home\.tsx\s+storefront\s+1\s+0\.5 kB/m)
  })

  it('fails naming the chunk over its budget', async () => {
    const error = await run(process.execPath, [script, ...fakeBuild({ staffBytes: 1500 })]).catch((e) => e)
    expect(error.code).toBe(1)
    expect(error.stdout).toMatch(/users\.tsx\s+admin\s+1\s+1\.5 kB\s+1\.\d kB\s+1\.2 kB\s+OVER/)
    expect(error.stderr).toMatch(
      /over budget: src\/admin\/features\/users\/routes\/users\.tsx is \d+ B gzip -9, budget 1200 B \(admin\)/,
    )
    expect(error.stderr).not.toMatch(/initial JS|home\.tsx/)
  })
})

describe('the public pages in scripts/size-budget.json', () => {
  it('holds each public page’s chunk to the group the contract’s PUBLIC_PAGES names', async () => {
    // A build with one small lazy chunk per public page's module, measured against the real budgets.
    dir = mkdtempSync(path.join(os.tmpdir(), 'size-budget-pages-'))
    mkdirSync(path.join(dir, '.vite'))
    mkdirSync(path.join(dir, 'assets'))
    writeFileSync(path.join(dir, 'assets/index.js'), noise(100, 1))
    const manifest = { 'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true } }
    const modules = [...new Set(PUBLIC_PAGES.map((page) => page.module))]
    for (const [i, module] of modules.entries()) {
      writeFileSync(path.join(dir, `assets/page-${i}.js`), noise(100, i + 2))
      manifest[module] = {
        file: `assets/page-${i}.js`,
        src: module,
        isDynamicEntry: true,
        imports: ['index.html'],
      }
    }
    writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest))
    const { stdout } = await run(process.execPath, [script, '--dist', dir])
    const rows = stdout.split('\n').map((line) => line.split(/\s{2,}/))
    const groupOf = (module) => rows.find((cells) => cells[0] === module)?.[1]
    expect(Object.fromEntries(modules.map((m) => [m, groupOf(m)]))).toEqual(
      Object.fromEntries(PUBLIC_PAGES.map((page) => [page.module, page.budget])),
    )
  })
})
