#!/usr/bin/env node
// Writes a brotli (quality 11) and a gzip (-9) copy beside every text file of a built web app, so
// the server sends the smallest bytes without compressing per request (ADR 035): file.js →
// file.js.br, file.js.gz. A copy that would not be smaller is not written (and an old one is
// removed). Run by `npm run build -w @kladbyte/web` after Vite, as the build's last step: a file
// changed after it would be served from a stale copy. Usage: node scripts/precompress.mjs [dist]
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** What gets copies: text the browser fetches. Source maps are for developers, images are compressed already. */
export const PRECOMPRESSED_EXTENSIONS = [
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.html',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]

const defaultDist = fileURLToPath(new URL('../apps/web/dist', import.meta.url))

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(full)
    else if (entry.isFile()) yield full
  }
}

/** Writes `copy` when it is smaller than the original, else removes any older copy. */
async function keepIfSmaller(file, copy, original) {
  if (copy.length < original.length) await writeFile(file, copy)
  else await rm(file, { force: true })
  return Math.min(copy.length, original.length)
}

async function compressFile(file) {
  const bytes = await readFile(file)
  const [br, gzipped] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz(bytes, { level: 9 }),
  ])
  return {
    file,
    raw: bytes.length,
    br: await keepIfSmaller(`${file}.br`, br, bytes),
    gzip: await keepIfSmaller(`${file}.gz`, gzipped, bytes),
  }
}

/** Compresses every eligible file under `dist`; returns each file's raw, br and gzip sizes. */
export async function precompress(dist = defaultDist) {
  const files = []
  for await (const file of filesUnder(dist)) {
    if (PRECOMPRESSED_EXTENSIONS.includes(path.extname(file).toLowerCase())) files.push(file)
  }
  // Two at a time: brotli at quality 11 is CPU-bound and the machine has two cores.
  const results = []
  for (let i = 0; i < files.length; i += 2) {
    results.push(...(await Promise.all(files.slice(i, i + 2).map(compressFile))))
  }
  return results.map((r) => ({ ...r, file: path.relative(dist, r.file) }))
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dist = path.resolve(process.argv[2] ?? defaultDist)
  const results = await precompress(dist)
  const total = (key) => results.reduce((sum, r) => sum + r[key], 0)
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`
  console.info(
    `precompress: ${results.length} files in ${path.relative(process.cwd(), dist) || '.'}: ` +
      `${kb(total('raw'))} raw, ${kb(total('gzip'))} gzip, ${kb(total('br'))} br`,
  )
}
