#!/usr/bin/env node
// Compares two folders of screenshots of the same names (e2e/tour.ts before and after a change):
//   node scripts/compare-screens.mjs <before> <after> [diff folder]
// Prints one row a screenshot: its share of changed pixels and a height change, most changed first,
// and writes an image of each changed one (the after image, changed pixels in red) to the diff
// folder, so a reviewer looks at what moved instead of at every page.
import { existsSync, mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

/** A channel differing by more than this counts a pixel as changed (anti-aliasing stays quiet). */
const THRESHOLD = 24

/** The share of pixels (0–1) that differ between two images, compared over their common area. */
export async function difference(beforeFile, afterFile) {
  const [a, b] = await Promise.all(
    [beforeFile, afterFile].map((f) => sharp(f).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  )
  const width = Math.min(a.info.width, b.info.width)
  const height = Math.min(a.info.height, b.info.height)
  const mask = Buffer.alloc(width * height)
  let changed = 0
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * a.info.width + x) * 4
      const j = (y * b.info.width + x) * 4
      let differs = false
      for (let c = 0; c < 3; c++) if (Math.abs(a.data[i + c] - b.data[j + c]) > THRESHOLD) differs = true
      if (differs) {
        changed++
        mask[y * width + x] = 1
      }
    }
  }
  const area = Math.max(a.info.width * a.info.height, b.info.width * b.info.height)
  // Rows past the shorter image count as changed: a page that grew has moved.
  const share = (changed + (area - width * height)) / area
  return { share, heightChange: b.info.height - a.info.height, width, height, mask }
}

async function writeDiff(afterFile, { width, height, mask }, file) {
  const { data, info } = await sharp(afterFile)
    .extract({ left: 0, top: 0, width, height })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  for (let p = 0; p < width * height; p++) {
    if (!mask[p]) continue
    data.set([220, 20, 20, 255], p * 4)
  }
  await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png()
    .toFile(file)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [before, after, diffDir = 'test-results/screen-diff'] = process.argv.slice(2)
  if (!before || !after) {
    console.error('usage: node scripts/compare-screens.mjs <before> <after> [diff folder]')
    process.exit(2)
  }
  mkdirSync(diffDir, { recursive: true })
  const rows = []
  for (const name of readdirSync(after).filter((f) => f.endsWith('.png'))) {
    const old = path.join(before, name)
    if (!existsSync(old)) {
      rows.push({ name, text: 'new' })
      continue
    }
    const d = await difference(old, path.join(after, name))
    if (d.share > 0) await writeDiff(path.join(after, name), d, path.join(diffDir, name))
    rows.push({
      name,
      share: d.share,
      text: `${(d.share * 100).toFixed(2)} %${d.heightChange ? `, height ${d.heightChange > 0 ? '+' : ''}${d.heightChange} px` : ''}`,
    })
  }
  for (const name of readdirSync(before).filter(
    (f) => f.endsWith('.png') && !existsSync(path.join(after, f)),
  ))
    rows.push({ name, text: 'gone' })
  rows.sort((x, y) => (y.share ?? 1) - (x.share ?? 1))
  for (const r of rows) process.stdout.write(`${r.name.padEnd(48)} ${r.text}\n`)
}
