import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { precompress } from './precompress.mjs'

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** A throw-away build folder with the given files (path → text). */
function dist(files) {
  dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  return dir
}

const script = 'export function hej(){return "Klädbyte"}\n'.repeat(200)
const css = '.knapp{color:#065f46;padding:1rem}\n'.repeat(100)

describe('precompress', () => {
  it('writes brotli and gzip copies that decode to the original, for text files only', async () => {
    const root = dist({
      'index.html': `<!doctype html><html lang="sv">${'<p>Byt kläder</p>'.repeat(100)}</html>`,
      'assets/index-Ab12.js': script,
      'assets/index-Ab12.css': css,
      'assets/index-Ab12.js.map': '{"mappings":""}'.repeat(100),
      'assets/bild.webp': 'RIFF'.repeat(300),
    })
    const results = await precompress(root)

    for (const file of ['index.html', 'assets/index-Ab12.js', 'assets/index-Ab12.css']) {
      const original = readFileSync(path.join(root, file))
      const br = readFileSync(path.join(root, `${file}.br`))
      const gz = readFileSync(path.join(root, `${file}.gz`))
      expect(brotliDecompressSync(br).equals(original), file).toBe(true)
      expect(gunzipSync(gz).equals(original), file).toBe(true)
      expect(br.length, file).toBeLessThan(gz.length)
    }
    for (const file of ['assets/index-Ab12.js.map', 'assets/bild.webp']) {
      expect(existsSync(path.join(root, `${file}.br`)), file).toBe(false)
      expect(existsSync(path.join(root, `${file}.gz`)), file).toBe(false)
    }
    expect(results.map((r) => r.file).sort()).toEqual([
      'assets/index-Ab12.css',
      'assets/index-Ab12.js',
      'index.html',
    ])
  })

  it('keeps no copy that would not be smaller, and removes an old one', async () => {
    const root = dist({ 'favicon.svg': '<svg/>', 'favicon.svg.gz': 'stale', 'robots.txt': 'x' })
    await precompress(root)
    for (const file of ['favicon.svg.br', 'favicon.svg.gz', 'robots.txt.br', 'robots.txt.gz']) {
      expect(existsSync(path.join(root, file)), file).toBe(false)
    }
  })
})
