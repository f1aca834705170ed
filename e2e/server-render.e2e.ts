import type { ConsoleMessage, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Stack, startStack, viewports } from './harness.js'
import { acceptCookies } from './support.js'

// Paint before JavaScript (ADR 037): /shop and /product/{id} arrive as HTML with their garments,
// readable with JavaScript off; with it on they hydrate without warnings and without fetching
// the inlined data again, and the cart still works.

interface Garment {
  id: string
  name: string
  price: number
}

let stack: Stack
let first: Garment
beforeAll(async () => {
  stack = await startStack({ seedDemo: 'always' })
  const res = await fetch(`${stack.baseUrl}/api/products/search?page=1&pageSize=20`)
  first = ((await res.json()) as { items: Garment[] }).items[0]!
})
afterAll(async () => {
  await stack?.stop()
})

const points = (n: number) => new RegExp(`${n}\\s+poäng`)

async function newContextPage(viewport: keyof typeof viewports, javaScriptEnabled: boolean) {
  const context = await stack.browser.newContext({
    baseURL: stack.baseUrl,
    viewport: viewports[viewport],
    locale: 'sv-SE',
    javaScriptEnabled,
  })
  return context.newPage()
}

/** Console errors and warnings (React's hydration mismatches among them), and the API calls made. */
function watch(page: Page) {
  const problems: string[] = []
  const calls: string[] = []
  page.on('console', (msg: ConsoleMessage) => {
    // A visitor's session check answers 401 by design (the spec's silent check); the browser logs it.
    if (/Failed to load resource: .* 401/.test(msg.text())) return
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`)
  })
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
  page.on('request', (req) => {
    const { pathname, search } = new URL(req.url())
    if (pathname.startsWith('/api/')) calls.push(pathname + search)
  })
  return { problems, calls }
}

describe.each(['desktop', 'phone'] as const)('server-rendered shop on %s', (viewport) => {
  it('shows the garments and the price with JavaScript off', async () => {
    const page = await newContextPage(viewport, false)
    await page.goto('/shop')
    const card = page.locator('main article').filter({ hasText: first.name }).first()
    await expect(card.isVisible()).resolves.toBe(true)
    await expect(card.getByText(points(first.price)).isVisible()).resolves.toBe(true)

    await page.goto(`/product/${first.id}`)
    await expect(page.getByRole('heading', { level: 1, name: first.name }).isVisible()).resolves.toBe(true)
    await expect(page.locator('main').getByText(points(first.price)).first().isVisible()).resolves.toBe(true)
    await page.context().close()
  })

  it('hydrates without warnings or a second fetch, and adding to the cart works', async () => {
    const page = await newContextPage(viewport, true)
    const { problems, calls } = watch(page)
    await page.goto('/shop')
    // The cookie bar appears only once React has hydrated the page.
    await acceptCookies(page)
    await page.locator('main article').filter({ hasText: first.name }).first().waitFor()
    // Page 1 was inlined; page 2 is fetched ahead on purpose (the shop's prefetch of the next page).
    expect(calls.filter((c) => c.startsWith('/api/products/search') && !c.includes('page=2'))).toEqual([])
    expect(calls.filter((c) => c === '/api/category')).toEqual([])

    await page.goto(`/product/${first.id}`)
    await page.getByRole('heading', { level: 1, name: first.name }).waitFor()
    await page.getByRole('button', { name: 'Lägg i varukorgen' }).click()
    await page.getByText('Produkten har lagts till i varukorgen').first().waitFor()
    await page.getByRole('button', { name: 'Varukorg, 1 produkt' }).waitFor()
    expect(calls.filter((c) => c === `/api/products/${first.id}`)).toEqual([])
    expect(problems).toEqual([])
    await page.context().close()
  })
})
