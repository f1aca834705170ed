// Writes dist/prerender/<page>.html for the public pages (ADR 037): the SSR build's renderPage over
// the app's own route table, with no API data (the client fills that in after hydration).
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const dist = fileURLToPath(new URL('../dist/', import.meta.url))
const { renderPage, PRERENDERED_PAGES } = await import(
  pathToFileURL(path.join(dist, 'server/entry-server.js')).href
)
const template = await readFile(path.join(dist, 'index.html'), 'utf8')
const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'))

await mkdir(path.join(dist, 'prerender'), { recursive: true })
for (const [url, name] of Object.entries(PRERENDERED_PAGES)) {
  const page = await renderPage({ url, template, manifest })
  if (page.status !== 200) throw new Error(`pre-rendering ${url} answered ${page.status}`)
  await writeFile(path.join(dist, 'prerender', `${name}.html`), page.html)
}
process.stdout.write(`pre-rendered ${Object.keys(PRERENDERED_PAGES).length} pages into dist/prerender\n`)
