#!/usr/bin/env node
// Copies the screenshots docs/user-guide.md shows from an e2e run into docs/screenshots/:
//   npm run test:e2e   (or one journey: npx vitest run --config e2e/vitest.config.ts e2e/<file>)
//   node scripts/guide-screenshots.mjs [screenshot folder, default test-results/screenshots]
// The names come from the guide's image links (`![…](screenshots/<name>.png)`), so the guide is the
// one list; a link still inside an HTML comment (`<!-- ![…](screenshots/<name>.png) -->`, placed
// before any run had made that screenshot) is uncommented once its image is copied. Each image is downscaled to 390 px wide, cut at 1 600 px tall (the top of a long page is
// what the guide points at) and stored as a palette PNG, so each stays under 150 KB and the
// committed images stay small. A screenshot missing from the run is reported (exit code 1).
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const root = fileURLToPath(new URL('..', import.meta.url))
const guide = path.join(root, 'docs/user-guide.md')
const target = path.join(root, 'docs/screenshots')
const MAX_WIDTH = 390
const MAX_HEIGHT = 1600
const MAX_BYTES = 150 * 1024

/** The screenshot names the guide links to. */
export function guideScreenshots(text) {
  return [...new Set([...text.matchAll(/!\[[^\]]*\]\(screenshots\/([\w.-]+)\.png\)/g)].map((m) => m[1]))]
}

/** The guide with the commented-out image links of the copied screenshots made live. */
export function enableCopied(text, names) {
  return text.replace(/<!--\s*(!\[[^\]]*\]\(screenshots\/([\w.-]+)\.png\))\s*-->/g, (whole, link, name) =>
    names.includes(name) ? link : whole,
  )
}

/** A small PNG of the screenshot's top: 390 px wide at most, fewer colours until it fits. */
export async function shrink(file) {
  const resized = await sharp(file).resize({ width: MAX_WIDTH, withoutEnlargement: true }).png().toBuffer()
  const { width, height } = await sharp(resized).metadata()
  const top = sharp(resized).extract({ left: 0, top: 0, width, height: Math.min(height, MAX_HEIGHT) })
  let out
  for (const colours of [256, 128, 64, 32]) {
    out = await top.clone().png({ palette: true, colours, compressionLevel: 9, effort: 10 }).toBuffer()
    if (out.length <= MAX_BYTES) break
  }
  return out
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const source = path.resolve(process.argv[2] ?? path.join(root, 'test-results/screenshots'))
  const names = guideScreenshots(readFileSync(guide, 'utf8'))
  mkdirSync(target, { recursive: true })
  let missing = 0
  const copied = []
  for (const name of names) {
    const file = path.join(source, `${name}.png`)
    if (!existsSync(file)) {
      console.error(`missing in ${source}: ${name}.png`)
      missing++
      continue
    }
    const png = await shrink(file)
    writeFileSync(path.join(target, `${name}.png`), png)
    copied.push(name)
    console.info(
      `${name}.png: ${Math.round(statSync(file).size / 1024)} KB → ${Math.round(png.length / 1024)} KB`,
    )
  }
  writeFileSync(guide, enableCopied(readFileSync(guide, 'utf8'), copied))
  if (missing > 0) process.exit(1)
}
