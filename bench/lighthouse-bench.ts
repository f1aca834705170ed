import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import pg from 'pg'
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.js'
import { type BuiltServer, startBuiltServer } from './built-server.js'
import { figures, losses, medians, type RunFigures, table, writeReadmeTable } from './lighthouse-report.js'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
const readme = fileURLToPath(new URL('./README.md', import.meta.url))
const print = (line = '') => process.stdout.write(`${line}\n`)

/**
 * One Lighthouse run, tried again (up to twice) when Lighthouse itself reports a failed recording
 * (e.g. NO_NAVSTART, seen now and then with headless Chromium): that is no figure of the page.
 */
async function audit(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url)
    } catch (err) {
      if (attempt >= 3 || !(err instanceof LighthouseRuntimeError)) throw err
      print(`  (${err.message}; running it again)`)
    }
  }
}

class LighthouseRuntimeError extends Error {}

/** One Lighthouse run in a fresh Chromium: the default config, i.e. mobile with simulated throttling. */
async function auditOnce(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    if (result.lhr.runtimeError) throw new LighthouseRuntimeError(`${url}: ${result.lhr.runtimeError.code}`)
    return result.lhr
  } finally {
    chrome.kill()
  }
}

/** A displayed, available garment of the demo shop (its product page is the third page measured). */
async function aProduct(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const r = await client.query<{ id: string }>(
      `select p.id from products p where p.display and p.state = 'available'
       and exists (select 1 from product_images i where i.product_id = p.id) order by p.created_at desc limit 1`,
    )
    if (!r.rows[0]) throw new Error('the demo shop has no garment with photos')
    return r.rows[0].id
  } finally {
    await client.end()
  }
}

export async function runLighthouseBench(): Promise<number> {
  print(
    `bench:lighthouse — ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kb-lighthouse-'))
  await chmod(dir, 0o755)
  await mkdir(path.join(dir, 'app', 'data', 'media'), { recursive: true })
  const keep = process.env.LIGHTHOUSE_KEEP
  const cluster = await startEmbeddedPostgres(path.join(dir, 'db'))
  let server: BuiltServer | null = null
  try {
    // The server migrates and seeds the demo shop (220 garments with drawn photos) as it starts.
    server = await startBuiltServer({
      databaseUrl: cluster.url,
      cwd: path.join(dir, 'app'),
      dataDir: path.join(dir, 'app', 'data'),
      env: { SEED_DEMO: 'always' },
    })
    const pages = [
      ['home', '/'],
      ['/shop', '/shop'],
      ['product page', `/product/${await aProduct(cluster.url)}`],
    ] as const
    print(`built server on ${server.baseUrl} with the demo shop; ${RUNS} runs per page, mobile preset`)
    const rows: { page: string; median: RunFigures; runs: RunFigures[] }[] = []
    const findings: string[] = []
    for (const [page, pathname] of pages) {
      const runs: RunFigures[] = []
      const lhrs: Result[] = []
      for (let i = 0; i < RUNS; i++) {
        const lhr = await audit(`${server.baseUrl}${pathname}`)
        lhrs.push(lhr)
        runs.push(figures(lhr))
        print(`  ${page} run ${i + 1}: ${JSON.stringify(runs.at(-1)!.scores)}`)
        if (keep) {
          await mkdir(keep, { recursive: true })
          await writeFile(path.join(keep, `${page.replace(/\W+/g, '-')}-${i + 1}.json`), JSON.stringify(lhr))
        }
      }
      const median = medians(runs)
      rows.push({ page, median, runs })
      // What cost points, from the run whose performance score is the median.
      const middle =
        lhrs[
          runs.map((r, i) => [r.scores.performance, i]).sort((a, b) => a[0]! - b[0]!)[
            Math.floor(RUNS / 2)
          ]![1]!
        ]!
      for (const category of ['best-practices', 'seo', 'accessibility', 'performance'] as const) {
        for (const loss of losses(middle, category)) findings.push(`${page} · ${category} · ${loss}`)
      }
    }
    const markdown = table(rows)
    print()
    print(markdown)
    print()
    print('audits that cost points (median run of each page):')
    for (const f of findings) print(`  ${f}`)
    const when = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${os.loadavg()[0]!.toFixed(1)}`
    if (await writeReadmeTable(readme, when, markdown)) print(`\nbench/README.md updated (## Lighthouse)`)
    else print('\nbench/README.md has no lighthouse table markers: not updated')
    return 0
  } finally {
    await server?.stop()
    await cluster.stop()
    await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
  }
}
