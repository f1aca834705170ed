import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoAxeViolations, type Stack, screenshot, startStack } from './harness.js'
import { acceptCookies } from './support.js'

// Browsing the demo catalogue: home → category → filters → page 2 → product → back; header search;
// the product gallery by keyboard; axe and screenshots of the shop and product pages.

interface Garment {
  id: string
  name: string
  price: number
  size: string
  images: unknown[]
}

let stack: Stack
beforeAll(async () => {
  stack = await startStack({ seedDemo: 'always' })
})
afterAll(async () => {
  await stack?.stop()
})

async function open(path: string, viewport: 'desktop' | 'phone' = 'desktop'): Promise<Page> {
  const page = await stack.newPage({ viewport })
  await page.goto(path)
  await acceptCookies(page)
  return page
}

/** Waits until the grid shows results that are not the previous page's (dimmed) ones. */
async function waitForResults(page: Page) {
  await page.locator('main ul[aria-busy="false"] article').first().waitFor()
}

// The size text carries a visually hidden 'Storlek: ' prefix for screen readers.
const cardSizes = async (page: Page) =>
  (await page.locator('main article [data-field="size"]').allTextContents()).map((t) =>
    t.replace('Storlek: ', ''),
  )
/** A garment of the demo catalogue with at least `count` images. */
async function garmentWithImages(count: number): Promise<Garment> {
  const res = await fetch(`${stack.baseUrl}/api/products/search?page=1&pageSize=48`)
  const { items } = (await res.json()) as { items: Garment[] }
  const garment = items.find((g) => g.images.length >= count)
  if (!garment) throw new Error(`no demo garment with ${count} images`)
  return garment
}

/** For each card on the page: whether its image has arrived and is shown. */
const cardImagesShown = (page: Page) =>
  page.locator('main article').evaluateAll((els) =>
    els.map((el) => {
      const img = el.querySelector('img')
      return Boolean(img?.complete && img.naturalWidth > 0)
    }),
  )

/** Waits until the first `count` cards show their images (they load three at a time). */
async function waitForCardImages(page: Page, count: number) {
  await expect
    .poll(async () => (await cardImagesShown(page)).slice(0, count).every(Boolean), { timeout: 15_000 })
    .toBe(true)
}

const cardPoints = async (page: Page) =>
  (await page.locator('main article [data-field="points"]').allTextContents()).map((t) =>
    Number.parseInt(t, 10),
  )

describe('catalogue pages', () => {
  it('home → category → size and points filter → page 2 → product → back restores the scroll', async () => {
    const page = await open('/')
    await page.locator('main').getByRole('link', { name: /^Dam/ }).first().click()
    await page.waitForURL(/\/shop\/[0-9a-f-]{36}/)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Dam')
    await waitForResults(page)

    // Sizes are checkboxes (size ranges sit in a folded group); the points limit is typed into the
    // number field. With the demo catalogue these filters give two pages of Dam garments.
    const sizes = ['S', 'M', 'L', 'S–M', 'M–L']
    await page.locator('summary', { hasText: 'Storleksintervall' }).click()
    for (const size of sizes) await page.getByRole('checkbox', { name: size, exact: true }).check()
    await page.getByLabel('Högst antal poäng', { exact: true }).fill('300')
    const apply = page.getByRole('button', { name: /Använd filter/ })
    expect(await apply.textContent()).toContain('6')
    await apply.click()
    await page.waitForURL((url) => url.searchParams.get('sizes') === sizes.join(','))
    expect(new URL(page.url()).searchParams.get('maxPrice')).toBe('300')
    await waitForResults(page)
    for (const size of await cardSizes(page)) expect(sizes).toContain(size)
    expect(Math.max(...(await cardPoints(page)))).toBeLessThanOrEqual(300)

    await page
      .getByRole('navigation', { name: 'Sidnavigering' })
      .getByRole('link', { name: 'Sida 2' })
      .click()
    await page.waitForURL((url) => url.searchParams.get('page') === '2')
    await waitForResults(page)
    expect(await page.getByRole('link', { name: 'Sida 2' }).getAttribute('aria-current')).toBe('page')

    const card = page.locator('main article').nth(13)
    await card.scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(300)
    const name = (await card.getByRole('link').textContent()) ?? ''
    await card.getByRole('link').click()
    await page.getByRole('heading', { level: 1, name }).waitFor()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    await page.goBack()
    await waitForResults(page)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 60)
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(60)
    expect(new URL(page.url()).searchParams.get('page')).toBe('2')
    expect(await page.locator('main article').nth(13).getByRole('link').textContent()).toBe(name)
    await page.context().close()
  })

  it('searches from the header search box', async () => {
    const page = await open('/')
    await page.getByRole('button', { name: 'Sök' }).click()
    const box = page.getByRole('dialog', { name: 'Sök' }).getByRole('searchbox')
    await box.fill('klänningar')
    await box.press('Enter')
    await page.waitForURL(
      (url) => url.pathname === '/shop' && url.searchParams.get('search') === 'klänningar',
    )
    await waitForResults(page)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('klänningar')
    // Swedish stemming: the plural finds garments named in the singular.
    const names = await page.locator('main article h3').allTextContents()
    expect(names.some((n) => /klänning/i.test(n))).toBe(true)
    expect(await page.getByRole('searchbox', { name: 'Sök', exact: true }).inputValue()).toBe('klänningar')
    await page.context().close()
  })

  it('flips the product gallery with the keyboard', async () => {
    const garment = await garmentWithImages(3)
    const total = garment.images.length
    const page = await open(`/product/${garment.id}`)
    const gallery = page.getByRole('region', { name: 'Bildgalleri' })
    await gallery.getByText(`1 / ${total}`).waitFor()

    // Tab from the skip link onwards until the gallery itself has focus.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      if (await gallery.evaluate((el) => el === document.activeElement)) break
    }
    expect(await gallery.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('ArrowRight')
    await gallery.getByText(`2 / ${total}`).waitFor()
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await gallery.getByText(`${total} / ${total}`).waitFor()
    // Thumbnails are buttons too.
    await gallery.getByRole('button', { name: `Visa bild 1 av ${total}` }).press('Enter')
    await gallery.getByText(`1 / ${total}`).waitFor()
    await page.context().close()
  })

  it('loads product images at most three at once, near the viewport first, retrying a failed one', async () => {
    // A slow line: every product image takes 200 ms, and the first one asked for fails once.
    const page = await stack.newPage({ viewport: 'phone' })
    let inFlight = 0
    let most = 0
    const asked: string[] = []
    await page.route('**/media/products/**', async (route) => {
      const url = route.request().url()
      asked.push(url)
      inFlight += 1
      most = Math.max(most, inFlight)
      try {
        if (asked.length === 1) return await route.abort('connectionreset')
        const response = await route.fetch()
        await new Promise((resolve) => setTimeout(resolve, 200))
        await route.fulfill({ response })
      } finally {
        inFlight -= 1
      }
    })
    await page.goto('/shop')
    await acceptCookies(page)
    await waitForResults(page)

    const cards = page.locator('main article')
    // The first screen fills in, the failed image included (asked for a second time).
    await waitForCardImages(page, 4)
    expect(asked.filter((u) => u === asked[0])).toHaveLength(2)
    // Cards far below the phone's screen have not been asked for yet.
    const total = await cards.count()
    expect(total).toBe(20)
    expect((await cardImagesShown(page)).filter(Boolean).length).toBeLessThan(total)
    expect(new Set(asked).size).toBeLessThan(total)

    // Scrolling down brings the rest, still never more than three at a time.
    await cards.last().scrollIntoViewIfNeeded()
    await expect.poll(async () => (await cardImagesShown(page)).at(-1), { timeout: 15_000 }).toBe(true)
    expect(most).toBe(3)
    await page.context().close()
  })

  it("says 'Kunde inte hitta produkt.' for an unknown product", async () => {
    const page = await open('/product/00000000-0000-4000-8000-000000000000')
    await page.getByRole('heading', { name: 'Kunde inte hitta produkt.' }).waitFor()
    await page.context().close()
  })

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`passes axe and is photographed on ${viewport}`, async () => {
      const page = await open('/shop', viewport)
      await waitForResults(page)
      await waitForCardImages(page, 4)
      await expectNoAxeViolations(page)
      await screenshot(page, `catalog-shop-${viewport}`)

      if (viewport === 'phone') {
        await page.getByRole('button', { name: /Visa filter/ }).click()
        const drawer = page.getByRole('dialog', { name: 'Filter' })
        await drawer.getByRole('button', { name: 'Stäng filter' }).waitFor()
        await expectNoAxeViolations(page)
        // The open drawer is a viewport matter: a full-page shot would stretch the fixed panel.
        await page.screenshot({ path: 'test-results/screenshots/catalog-shop-filters-phone.png' })
        await page.keyboard.press('Escape')
        await drawer.waitFor({ state: 'detached' })
      }

      // A garment with several images, so the gallery's arrows, counter and thumbnails are checked too.
      const garment = await garmentWithImages(3)
      await page.goto(`/product/${garment.id}`)
      await page.getByRole('heading', { level: 1, name: garment.name }).waitFor()
      await page
        .getByRole('region', { name: 'Bildgalleri' })
        .getByText(`1 / ${garment.images.length}`)
        .waitFor()
      await page.getByRole('heading', { name: 'Liknande produkter' }).waitFor()
      await page.locator('main section img').first().waitFor()
      await expectNoAxeViolations(page)
      await screenshot(page, `catalog-product-${viewport}`)
      await page.context().close()
    })
  }
})
