// Paint before JavaScript (ADR 037): first and largest contentful paint of /shop, a product page and
// /about as the server now sends them, against the same pages sent as the bare index.html shell
// (what every path got before), in headless Chromium with the CPU slowed 4x through CDP.
//
// Usage: a running server with the demo catalogue (npm start, SEED_DEMO=always), then
//   BASE_URL=http://127.0.0.1:3000 npx tsx bench/paint.ts
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { type Browser, chromium } from 'playwright-core'

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000'
const runs = Number(process.env.RUNS ?? 5)
const shell = await readFile(fileURLToPath(new URL('../apps/web/dist/index.html', import.meta.url)), 'utf8')

interface Paint {
  fcp: number
  lcp: number
}

async function measure(browser: Browser, path: string, asShell: boolean): Promise<Paint> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'sv-SE' })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  // "Before": the document is the SPA shell, everything else (scripts, API, images) as served now.
  if (asShell)
    await page.route(
      (url) => url.pathname === new URL(path, baseUrl).pathname,
      (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: shell }),
    )
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
  // A string, not a function: tsx's name-keeping helper does not exist in the page.
  const paint = (await page.evaluate(`(() => {
    const entry = (type) => new Promise((resolve) => {
      new PerformanceObserver((list) => {
        const last = list.getEntries().filter((e) => type !== 'paint' || e.name === 'first-contentful-paint').at(-1)
        if (last) resolve(last.startTime)
      }).observe({ type, buffered: true })
      setTimeout(() => resolve(Number.NaN), 3000) // never painted: NaN rather than a hang
    })
    return Promise.all([entry('paint'), entry('largest-contentful-paint')]).then(([fcp, lcp]) => ({ fcp, lcp }))
  })()`)) as Paint
  await context.close()
  return paint
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

const search = (await (await fetch(`${baseUrl}/api/products/search?page=1&pageSize=1`)).json()) as {
  items: Array<{ id: string }>
}
const pages = ['/shop', `/product/${search.items[0]!.id}`, '/about']
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
try {
  const rows: string[] = []
  for (const path of pages) {
    const before: Paint[] = []
    const after: Paint[] = []
    // Interleaved, so a busy moment of the machine hits both alike.
    for (let i = 0; i < runs; i++) {
      before.push(await measure(browser, path, true))
      after.push(await measure(browser, path, false))
    }
    const fmt = (xs: Paint[], k: keyof Paint) => `${Math.round(median(xs.map((x) => x[k])))}`
    rows.push(
      `| ${path.replace(/[0-9a-f-]{36}/, '{id}')} | ${fmt(before, 'fcp')} | ${fmt(after, 'fcp')} | ${fmt(before, 'lcp')} | ${fmt(after, 'lcp')} |`,
    )
  }
  process.stdout.write(
    `phone viewport, CPU 4x slower, median of ${runs}, ms\n| page | FCP before | FCP after | LCP before | LCP after |\n|---|---|---|---|---|\n${rows.join('\n')}\n`,
  )
} finally {
  await browser.close()
}
