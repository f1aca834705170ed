#!/usr/bin/env node
// The web's import boundaries (ADR 013), checked by `npm run lint`:
// - a storefront feature (features/<f>/) imports components/, lib/, i18n/, packages and itself only;
// - components/, lib/ and i18n/ import neither features/, admin/ nor app/;
// - admin/ imports components/, lib/, i18n/, packages and itself; admin/features/<f>/ not another admin feature;
// - admin/ is reached only from app/ and only through a dynamic import() (ADR 012: a lazy chunk).
// - a shared file (components/, lib/) talks to the server only if SHARED_CALLS lists it, and what it
//   lists is used by at least two units that may not import each other (ADR 013, amendment).
// Biome's noRestrictedImports matches import strings, not resolved paths, so relative paths such as
// '../../cart/api/x' would slip past it; this resolves every relative import instead.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const SOURCE = /\.(ts|tsx|mts|js|jsx)$/
// Static imports/exports (`from '...'`, side-effect `import '...'`), dynamic `import('...')` and `vi.mock('...')`.
export const IMPORT = /(?:\bfrom\s*|\bimport\s*|\bimport\s*\(\s*|\bvi\.mock\(\s*)(['"])([^'"]+)\1/g

/** Every source file under `dir`, as paths relative to it with forward slashes. */
export function sourceFiles(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(dir, rel)
    return SOURCE.test(entry.name) ? [rel] : []
  })
}

/** Where a file sits: { layer: 'features' | 'admin' | 'app' | 'shared' | 'other', unit } */
export function placeOf(rel) {
  const parts = rel.split('/')
  if (parts[0] === 'features') return { layer: 'features', unit: `features/${parts[1]}` }
  if (parts[0] === 'admin')
    return {
      layer: 'admin',
      unit: parts[1] === 'features' && parts[3] ? `admin/features/${parts[2]}` : 'admin',
    }
  if (parts[0] === 'app') return { layer: 'app', unit: 'app' }
  if (['components', 'lib', 'i18n'].includes(parts[0])) return { layer: 'shared', unit: parts[0] }
  return { layer: 'other', unit: parts[0] }
}

/** Why an import from `from` to `to` (both relative to src) breaks a boundary, or null. */
export function ruleBroken(from, to, dynamic) {
  const a = placeOf(from)
  const b = placeOf(to)
  if (b.layer === 'admin' && a.layer !== 'admin') {
    if (a.layer !== 'app') return 'admin/ is imported only by app/'
    return dynamic ? null : 'app/ loads admin/ only lazily, through import()'
  }
  if (a.layer === 'features') {
    if (b.layer === 'features' && b.unit !== a.unit) return 'a feature does not import another feature'
    if (b.layer === 'app') return 'a feature does not import app/ (app/ composes features)'
  }
  if (a.layer === 'admin') {
    if (b.layer === 'features') return 'admin/ does not import storefront features'
    if (b.layer === 'app') return 'admin/ does not import app/'
    if (a.unit.startsWith('admin/features/') && b.unit.startsWith('admin/features/') && a.unit !== b.unit)
      return 'an admin feature does not import another admin feature'
  }
  if (a.layer === 'shared' && ['features', 'admin', 'app'].includes(b.layer))
    return `${a.unit}/ does not import ${b.layer}/`
  return null
}

/**
 * The shared places allowed to talk to the server (a folder ends in '/'). Anything else in
 * components/ or lib/ that calls the server is a feature's call and belongs in that feature.
 */
export const SHARED_CALLS = [
  'lib/api-client.ts', // the client itself
  'lib/post-with-progress.ts', // the client's upload variant
  'lib/session.ts', // the signed-in user: shell, guards, storefront and staff
  'lib/categories.ts', // the menu, shop, home, cart and staff's categories
  'lib/shop-settings.ts', // header, footer, content pages, submissions and staff's settings
  'components/chat/', // the member-staff chat: member's submissions and staff's submission page
  'components/account/', // own name and password: member's account page and staff's profile
]

// A server call: the API client's methods, fetch, a live stream or a raw request.
const CALL = /\bapi\.(?:get|post|put|patch|delete)\b|\bfetch\(|\bnew (?:EventSource|XMLHttpRequest)\(/
const isTest = (file) => /\.test\.[^/]+$/.test(file) || file.split('/').includes('test')
const listedAs = (file) => SHARED_CALLS.find((e) => (e.endsWith('/') ? file.startsWith(e) : file === e))

/** All boundary violations under `srcDir` (a web app's src folder). */
export function checkBoundaries(srcDir) {
  const violations = []
  const users = new Map() // SHARED_CALLS entry → units (outside components/, lib/, i18n/) importing it
  const calling = new Set() // SHARED_CALLS entries that do call the server
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(path.join(srcDir, file), 'utf8')
    const place = placeOf(file)
    const call = place.layer === 'shared' && !isTest(file) && text.match(CALL)
    if (call && listedAs(file)) calling.add(listedAs(file))
    else if (call) {
      violations.push({
        file,
        line: text.slice(0, call.index).split('\n').length,
        spec: call[0],
        reason:
          'a shared file does not call the server unless SHARED_CALLS lists it (the call belongs in its feature)',
      })
    }
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[2]
      if (!spec.startsWith('.')) continue
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec))
      if (target.startsWith('..')) continue
      const entry = listedAs(target) ?? listedAs(`${target}.ts`) ?? listedAs(`${target}.tsx`)
      if (entry && place.layer !== 'shared' && !isTest(file))
        users.set(entry, new Set(users.get(entry)).add(place.unit))
      const dynamic = /import\s*\(\s*$/.test(match[0].slice(0, match[0].length - spec.length - 2))
      const reason = ruleBroken(file, target, dynamic)
      if (reason) {
        const line = text.slice(0, match.index).split('\n').length
        violations.push({ file, line, spec, reason })
      }
    }
  }
  // A listed entry that calls the server but is used by one unit only is that unit's code: it moves there.
  for (const [entry, units] of users)
    if (calling.has(entry) && units.size < 2)
      violations.push({
        file: entry,
        line: 1,
        spec: [...units].join(', '),
        reason: 'a shared file that calls the server is used by one unit only: move it into that unit',
      })
  return violations
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const srcDir = path.resolve(process.argv[2] ?? 'apps/web/src')
  const violations = checkBoundaries(srcDir)
  for (const v of violations) console.error(`${v.file}:${v.line}: '${v.spec}': ${v.reason}`)
  if (violations.length > 0) {
    console.error(
      `${violations.length} import(s) cross a boundary (docs/decisions/013-web-feature-boundaries.md)`,
    )
    process.exit(1)
  }
  console.info('web import boundaries: ok')
}
