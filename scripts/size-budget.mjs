#!/usr/bin/env node
// The web app's size budget (ADR 036), run by `npm test` after the build: prints the initial JS
// (what index.html loads and modulepreloads: the entry chunk and its static imports) and every lazy
// chunk (a lazy route or component with the chunks it imports that are not already initial), raw
// and gzip -9, and exits 1 naming each one over its budget in scripts/size-budget.json (a lazy
// chunk takes the budget of the first group whose `match` pattern matches its source path).
// Usage: node scripts/size-budget.mjs [--dist apps/web/dist] [--budgets scripts/size-budget.json]
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const argValue = (name, fallback) => {
  const i = process.argv.indexOf(name)
  return i > 0 && process.argv[i + 1] ? path.resolve(process.argv[i + 1]) : fallback
}
const dist = argValue('--dist', fileURLToPath(new URL('../apps/web/dist', import.meta.url)))
const budgets = JSON.parse(
  readFileSync(argValue('--budgets', fileURLToPath(new URL('./size-budget.json', import.meta.url))), 'utf8'),
)
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'))

/** The manifest keys of `keys` and everything they import statically, minus `except`. */
function closure(keys, except = new Set()) {
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key) || except.has(key) || !manifest[key]) return
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return seen
}

const measured = new Map()
/** Raw and gzip -9 bytes of the chunks' JS files, each compressed on its own as it is served. */
function size(keys) {
  let raw = 0
  let gzip = 0
  for (const key of keys) {
    const file = manifest[key].file
    if (!measured.has(file)) {
      const bytes = readFileSync(path.join(dist, file))
      measured.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length })
    }
    raw += measured.get(file).raw
    gzip += measured.get(file).gzip
  }
  return { raw, gzip }
}

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry)
if (entries.length === 0) throw new Error('the Vite manifest has no entry chunk')
const initial = closure(entries)
const rows = [
  {
    name: 'initial JS',
    group: 'initial',
    chunks: initial.size,
    ...size(initial),
    budget: budgets.initial.gzip,
  },
]

for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue
  const name = (chunk.src ?? chunk.name ?? key).replace(/^(\.\.\/)+node_modules\//, '')
  const group = budgets.lazy.find((g) => new RegExp(g.match).test(name)) ?? budgets.lazy.at(-1)
  const own = closure([key], initial)
  rows.push({ name, group: group.group, chunks: own.size, ...size(own), budget: group.gzip })
}

const over = rows.filter((row) => row.gzip > row.budget)
const kb = (n) => `${(n / 1000).toFixed(1)} kB`
const table = [
  ['chunk', 'group', 'files', 'raw', 'gzip -9', 'budget', ''],
  ...rows.map((row) => [
    row.name,
    row.group,
    String(row.chunks),
    kb(row.raw),
    kb(row.gzip),
    kb(row.budget),
    row.gzip > row.budget ? 'OVER' : 'ok',
  ]),
]
const widths = table[0].map((_, col) => Math.max(...table.map((line) => line[col].length)))
for (const line of table)
  console.info(
    line
      .map((cell, col) => (col >= 2 && col <= 5 ? cell.padStart(widths[col]) : cell.padEnd(widths[col])))
      .join('  ')
      .trimEnd(),
  )

if (over.length > 0) {
  for (const row of over)
    console.error(`over budget: ${row.name} is ${row.gzip} B gzip -9, budget ${row.budget} B (${row.group})`)
  process.exit(1)
}
