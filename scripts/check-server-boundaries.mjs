#!/usr/bin/env node
// The server's import boundaries (ARCHITECTURE.md, "Import direction"), checked by `npm run lint`:
// - plugins/, core/, lib/ and db/ are below the features: they import nothing from modules/;
// - every folder under modules/ is a feature: it has its index.ts (the module plugin);
// - a module (modules/<f>/) imports of another module only its index.ts (the plugin) or its
//   public.ts (the functions and types it offers other modules), never its repositories or other
//   internals.
// Test support is the one exception: a test or fixtures file (*.test.ts, *.fixtures.ts) may import a
// module's *.fixtures.ts, wherever it sits. app.ts, server.ts, startup.ts, seed/, test/ and
// hardening/ compose the app and may import anything.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { IMPORT, sourceFiles } from './check-boundaries.mjs'

const LOWER = ['plugins', 'core', 'lib', 'db']
const PUBLIC = new Set(['index', 'public'])

/** Where a file sits: { layer: 'modules' | 'lower' | 'other', unit } */
export function placeOf(rel) {
  const parts = rel.split('/')
  if (parts[0] === 'modules' && parts.length > 2) return { layer: 'modules', unit: `modules/${parts[1]}` }
  if (LOWER.includes(parts[0])) return { layer: 'lower', unit: parts[0] }
  return { layer: 'other', unit: parts[0] }
}

const baseName = (rel) => path.posix.basename(rel).replace(/\.(ts|js|mts|mjs)$/, '')
const isTestSupport = (rel) => /\.(test|fixtures)$/.test(baseName(rel))

/** Why an import from `from` to `to` (both relative to src) breaks a boundary, or null. */
export function ruleBroken(from, to) {
  const a = placeOf(from)
  const b = placeOf(to)
  if (b.layer !== 'modules' || a.unit === b.unit) return null
  if (isTestSupport(from) && baseName(to).endsWith('.fixtures')) return null
  if (a.layer === 'lower')
    return `${a.unit}/ does not import modules/ (a feature registers itself or is passed in)`
  if (a.layer === 'modules' && !PUBLIC.has(baseName(to)))
    return `a module imports another module only through its index.ts or public.ts (not ${path.posix.basename(to)})`
  return null
}

/** All boundary violations under `srcDir` (the server's src folder). */
export function checkServerBoundaries(srcDir) {
  const violations = []
  const modules = path.join(srcDir, 'modules')
  for (const entry of existsSync(modules) ? readdirSync(modules, { withFileTypes: true }) : []) {
    if (entry.isDirectory() && !existsSync(path.join(modules, entry.name, 'index.ts')))
      violations.push({
        file: `modules/${entry.name}/`,
        line: 0,
        spec: '',
        reason: 'a folder under modules/ is a feature with its index.ts (a library belongs in core/)',
      })
  }
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(path.join(srcDir, file), 'utf8')
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[2]
      if (!spec.startsWith('.')) continue
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec))
      if (target.startsWith('..')) continue
      const reason = ruleBroken(file, target)
      if (reason) {
        const line = text.slice(0, match.index).split('\n').length
        violations.push({ file, line, spec, reason })
      }
    }
  }
  return violations
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const srcDir = path.resolve(process.argv[2] ?? 'apps/server/src')
  const violations = checkServerBoundaries(srcDir)
  for (const v of violations) console.error(`${v.file}:${v.line}: '${v.spec}': ${v.reason}`)
  if (violations.length > 0) {
    console.error(
      `${violations.length} import(s) cross a server boundary (ARCHITECTURE.md, "Import direction")`,
    )
    process.exit(1)
  }
  console.info('server import boundaries: ok')
}
