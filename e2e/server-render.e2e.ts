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

/**
 * Records every element removed from #root from the first byte on. Preact (ADR 045) hydrates without
 * reporting a mismatch: it patches the DOM instead, replacing what differs, so this is how a test sees
 * one. Placeholders giving way to what they stand for are no mismatch: an image's grey box when the
 * queue reaches it, the skeleton cards of a list the client fetches (no text, hidden from readers).
 */
async function recordRemovals(page: Page) {
  await page.addInitScript(() => {
    const removed: string[] = []
    ;(window as unknown as { removedBySsr: string[] }).removedBySsr = removed
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes) {
          if (!(node instanceof Element) || node.hasAttribute('data-image-phase')) continue
          const hidden = node.matches('[aria-hidden="true"]') || node.querySelector('[aria-hidden="true"]')
          if (hidden && !node.textContent?.trim()) continue
          if (!(record.target instanceof Element) || !record.target.closest('#root')) continue
          removed.push(`${node.tagName.toLowerCase()}: ${node.textContent?.slice(0, 60) ?? ''}`)
        }
    }).observe(document, { childList: true, subtree: true })
  })
  return () => page.evaluate(() => (window as unknown as { removedBySsr: string[] }).removedBySsr)
}

/**
 * Attributes that differ from the props the client rendered the element with. Preact hydrates
 * without diffing attributes (React's production build does not fix them either): a server `id`
 * that is not the client's `useId` would leave a label or `aria-controls` pointing at nothing.
 * Walks Preact's tree from #root (`__k` children, `__e` element: Preact's stable mangled names).
 */
function attributeMismatches(page: Page) {
  return page.evaluate(() => {
    interface Node {
      type: unknown
      props: Record<string, unknown>
      __k?: Array<Node | null> | null
      __e?: unknown
    }
    const attributes = [
      'id',
      'for',
      'class',
      'href',
      'role',
      'aria-controls',
      'aria-describedby',
      'aria-labelledby',
    ]
    const found: string[] = []
    const visit = (node: Node | null | undefined) => {
      if (!node) return
      if (typeof node.type === 'string' && node.__e instanceof Element)
        for (const attribute of attributes) {
          const prop = node.props[attribute === 'for' ? 'htmlFor' : attribute]
          if (prop === undefined || prop === null || prop === false) continue
          const actual = node.__e.getAttribute(attribute)
          if (actual !== String(prop))
            found.push(`<${node.type} ${attribute}="${actual}"> rendered as "${prop}"`)
        }
      for (const child of node.__k ?? []) visit(child)
    }
    const root = (document.getElementById('root') as unknown as { __k?: Node } | null)?.__k
    if (!root) return ['no Preact tree on #root']
    visit(root)
    return found
  })
}

describe.each(['desktop', 'phone'] as const)('server-rendered shop on %s', (viewport) => {
  it("hydrates /shop and a product page on the server's own elements", async () => {
    for (const path of ['/shop', `/product/${first.id}`]) {
      const page = await newContextPage(viewport, true)
      const removals = await recordRemovals(page)
      await page.goto(path)
      // The cookie bar appears only once the page has hydrated.
      await page.getByRole('button', { name: 'Acceptera' }).waitFor()
      expect(await removals(), path).toEqual([])
      expect(await attributeMismatches(page), path).toEqual([])
      await page.context().close()
    }
  })

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
