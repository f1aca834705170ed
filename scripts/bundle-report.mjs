#!/usr/bin/env node
// What a storefront visitor downloads first: the entry chunk of apps/web/dist, its static imports
// and their CSS, with raw and gzip (-9) sizes. Fails when any module under src/admin/ is among them
// (ADR 012: staff code only in lazy chunks). Needs `npm run build` first; `--json` prints the figures.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const defaultDist = fileURLToPath(new URL('../apps/web/dist', import.meta.url))

/** The entry chunk and everything it imports statically, as manifest entries. */
function initialChunks(manifest) {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('the Vite manifest has no entry chunk')
  const seen = new Map()
  const visit = (chunk) => {
    if (seen.has(chunk.file)) return
    seen.set(chunk.file, chunk)
    for (const key of chunk.imports ?? []) visit(manifest[key])
  }
  visit(entry)
  return [...seen.values()]
}

const sizes = (files, dist) => {
  const bytes = files.map((file) => readFileSync(path.join(dist, file)))
  return {
    raw: bytes.reduce((sum, b) => sum + b.length, 0),
    gzip: bytes.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
  }
}

/** The initial bundle of a built web app: its files, sizes and any staff module found in it. */
export function bundleReport(dist = defaultDist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'))
  const chunks = initialChunks(manifest)
  const js = chunks.map((chunk) => chunk.file)
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))]
  // The source maps name every module bundled into a chunk, not just the chunk's own entry module.
  const modules = js.flatMap((file) => {
    const map = JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8'))
    return map.sources.map((source) =>
      path.posix.normalize(path.posix.join(path.posix.dirname(file), source)),
    )
  })
  const adminModules = [
    ...chunks.filter((chunk) => chunk.src?.startsWith('src/admin/')).map((chunk) => chunk.src),
    ...modules.filter((source) => source.includes('src/admin/')),
  ]
  return {
    js,
    css,
    jsSize: sizes(js, dist),
    cssSize: sizes(css, dist),
    modules: modules.length,
    adminModules,
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = bundleReport(process.argv.find((arg, i) => i > 1 && !arg.startsWith('--')) ?? defaultDist)
  if (process.argv.includes('--json')) console.info(JSON.stringify(report))
  else {
    const kb = (n) => `${(n / 1000).toFixed(2)} kB`
    console.info(`initial JS  ${report.js.join(', ')}`)
    console.info(
      `            ${kb(report.jsSize.raw)} raw, ${report.jsSize.gzip} B gzip -9 (${report.modules} modules)`,
    )
    console.info(`initial CSS ${report.css.join(', ')}`)
    console.info(`            ${kb(report.cssSize.raw)} raw, ${report.cssSize.gzip} B gzip -9`)
  }
  if (report.adminModules.length > 0) {
    console.error(`staff code in the initial bundle: ${report.adminModules.join(', ')}`)
    process.exit(1)
  }
}
