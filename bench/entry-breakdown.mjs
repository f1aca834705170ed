#!/usr/bin/env node
// What the storefront's initial JS is made of (ADR 045): reads the source maps of the entry chunk and
// its static imports in apps/web/dist and attributes every byte of minified output to the source it
// came from, then prints bytes per package and per source file of our own code (raw, and gzip -9 of
// that part compressed alone, which overstates each part a little against the whole chunk).
// Usage: npm run build -w @kladbyte/web && node bench/entry-breakdown.mjs [--files 25]
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url))
const topFiles = Number(process.argv[process.argv.indexOf('--files') + 1]) || 25
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'))

const initial = new Set()
const visit = (key) => {
  if (initial.has(key)) return
  initial.add(key)
  for (const imported of manifest[key].imports ?? []) visit(imported)
}
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
/** The fields of one source-map segment (base64 VLQ). */
function decodeSegment(text) {
  const values = []
  let value = 0
  let shift = 0
  for (const char of text) {
    const digit = B64.indexOf(char)
    value += (digit & 31) << shift
    if (digit & 32) shift += 5
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return values
}

/** Output text per source, for one chunk and its map. */
function attribute(file, into) {
  const code = readFileSync(path.join(dist, file), 'utf8').split('\n')
  const map = JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8'))
  const add = (source, text) => into.set(source, (into.get(source) ?? '') + text)
  let sourceIndex = 0
  map.mappings.split(';').forEach((line, lineNo) => {
    const text = code[lineNo] ?? ''
    const segments = []
    let column = 0
    for (const raw of line.split(',')) {
      if (!raw) continue
      const fields = decodeSegment(raw)
      column += fields[0]
      if (fields.length > 1) sourceIndex += fields[1]
      segments.push({ column, source: fields.length > 1 ? map.sources[sourceIndex] : null })
    }
    if (segments.length === 0 || segments[0].column > 0)
      add(null, text.slice(0, segments[0]?.column ?? text.length))
    segments.forEach((segment, i) => {
      add(segment.source, text.slice(segment.column, segments[i + 1]?.column ?? text.length))
    })
    add(null, '\n')
  })
}

const bySource = new Map()
for (const key of initial) attribute(manifest[key].file, bySource)

const packageOf = (source) => {
  if (!source) return '(unmapped: runtime glue, whitespace)'
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  if (match) return match[1]
  if (source.includes('packages/contract')) return '@kladbyte/contract'
  return 'our code (apps/web/src)'
}
const byPackage = new Map()
for (const [source, text] of bySource) {
  const pkg = packageOf(source)
  byPackage.set(pkg, (byPackage.get(pkg) ?? '') + text)
}

const kb = (n) => `${(n / 1000).toFixed(1)} kB`
function print(title, groups, limit = Infinity) {
  const rows = [...groups]
    .map(([name, text]) => ({
      name,
      raw: Buffer.byteLength(text),
      gzip: gzipSync(text, { level: 9 }).length,
    }))
    .sort((a, b) => b.raw - a.raw)
  console.info(`\n${title}\n`)
  console.info(`| ${'part'.padEnd(60)} | ${'raw'.padStart(9)} | ${'gzip -9'.padStart(9)} |`)
  console.info(`| ${'-'.repeat(60)} | ${'-'.repeat(8)}: | ${'-'.repeat(8)}: |`)
  for (const row of rows.slice(0, limit))
    console.info(`| ${row.name.padEnd(60)} | ${kb(row.raw).padStart(9)} | ${kb(row.gzip).padStart(9)} |`)
}

const files = [...initial].map((key) => manifest[key].file)
const total = files.map((file) => readFileSync(path.join(dist, file)))
console.info(
  `initial JS: ${files.join(', ')}: ${kb(total.reduce((s, b) => s + b.length, 0))} raw, ` +
    `${kb(total.reduce((s, b) => s + gzipSync(b, { level: 9 }).length, 0))} gzip -9`,
)
print('per package (each part gzipped alone)', byPackage)
const ours = [...bySource].filter(([source]) => source && !/node_modules/.test(source))
const clean = ours.map(([source, text]) => [source.replace(/^(\.\.\/)+/, ''), text])
print(`our source files, largest ${topFiles}`, clean, topFiles)
