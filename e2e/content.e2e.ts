import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoAxeViolations, type Stack, screenshot, startStack } from './harness.js'

const STAFF_EMAIL = 'personal@kladbyte.test'
const SUCCESS = 'Tack för ditt meddelande! Vi återkommer så snart vi kan.'

/** The public content pages with their h1 and title; /policy is the terms page again. */
const pages = [
  { path: '/', h1: 'Ge dina kläder ett nytt liv', title: /Klädbyte – Ge dina kläder ett nytt liv/ },
  { path: '/about', h1: 'Om oss', title: /^Om oss \| Klädbyte$/ },
  { path: '/guide', h1: 'Så funkar det', title: /^Så funkar det \| Klädbyte$/ },
  { path: '/terms', h1: 'Användarvillkor', title: /^Användarvillkor \| Klädbyte$/ },
  { path: '/policy', h1: 'Användarvillkor', title: /^Användarvillkor \| Klädbyte$/ },
  { path: '/faq', h1: 'Vanliga frågor', title: /^Vanliga frågor \| Klädbyte$/ },
  { path: '/contact', h1: 'Kontakta oss', title: /^Kontakt \| Klädbyte$/ },
]

let stack: Stack
beforeAll(async () => {
  stack = await startStack({ env: { STAFF_EMAIL }, seedDemo: 'auto' })
})
afterAll(async () => {
  await stack?.stop()
})

async function open(page: Page, path: string, h1: string) {
  await page.goto(path)
  await page.getByRole('heading', { level: 1, name: h1 }).waitFor()
  // Let lazy data (categories, settings) settle before checking or photographing the page.
  await page.waitForLoadState('networkidle')
}

/** Nothing on the page's own content may stick out sideways: it must fit a 360 px wide phone. */
async function expectNoHorizontalScroll(page: Page) {
  const tooWide = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class')).slice(0, 60)}`),
  )
  expect(tooWide).toEqual([])
}

describe('public content pages', () => {
  it.each(pages)(
    '$path has its heading, title and no serious axe violations',
    async ({ path, h1, title }) => {
      const page = await stack.newPage()
      await open(page, path, h1)
      expect(await page.title()).toMatch(title)
      await expectNoAxeViolations(page)
      await page.context().close()
    },
  )

  it.each(pages)('$path fits a 360 px wide screen', async ({ path, h1 }) => {
    const page = await stack.newPage({ viewport: { width: 360, height: 740 } })
    await open(page, path, h1)
    await expectNoHorizontalScroll(page)
    await page.context().close()
  })

  it('home leads to the shop and the guide', async () => {
    const page = await stack.newPage()
    await open(page, '/', pages[0]!.h1)
    await page.getByRole('link', { name: 'Hur funkar det?' }).click()
    await page.getByRole('heading', { level: 1, name: 'Så funkar det' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/guide')
    await page.goBack()
    await page.getByRole('link', { name: 'Handla nu' }).click()
    await page.waitForURL((url) => url.pathname === '/shop')
    await page.getByRole('heading', { level: 1, name: 'Butik' }).waitFor()
    expect(await page.title()).toMatch(/^Butik \| Klädbyte$/)
    await page.context().close()
  })

  it("home shows the demo catalogue's Dam and Barn as two big tiles linking to their shop pages", async () => {
    const categories = (await (await fetch(`${stack.baseUrl}/api/category`)).json()) as {
      id: string
      name: string
    }[]
    const idOf = (name: string) => categories.find((c) => c.name === name)?.id
    expect(idOf('Dam')).toBeTruthy()
    expect(idOf('Barn')).toBeTruthy()

    const page = await stack.newPage({ viewport: 'phone' })
    await open(page, '/', pages[0]!.h1)
    const tiles = page.getByTestId('home-tiles').getByRole('link')
    await tiles.first().waitFor()
    expect(await tiles.count()).toBe(2)
    expect(await tiles.nth(0).getAttribute('href')).toBe(`/shop/${idOf('Dam')}`)
    expect(await tiles.nth(1).getAttribute('href')).toBe(`/shop/${idOf('Barn')}`)
    await tiles.nth(1).click()
    await page.waitForURL((url) => url.pathname === `/shop/${idOf('Barn')}`)
    await page.getByRole('heading', { level: 1, name: 'Barn' }).waitFor()
    await expect.poll(() => page.title()).toMatch(/^Barn \| Klädbyte$/)
    await page.context().close()
  })

  it('terms carry twelve numbered sections, the date and the 5-working-day rule', async () => {
    const page = await stack.newPage()
    await open(page, '/terms', 'Användarvillkor')
    const sections = page.locator('main section h2')
    expect(await sections.count()).toBe(12)
    expect(await sections.first().textContent()).toBe('1. Definitioner')
    expect(await sections.last().textContent()).toBe('12. Kontakt')
    await page.getByText('Senast uppdaterad: 2025-10-16').waitFor()
    await page.getByText(/inom 5 arbetsdagar\. Skickas plaggen inte i tid kan ordern avbrytas/).waitFor()
    await page.context().close()
  })

  it('opens a page from the footer at its top, Back returns to the spot, /policy opens at Personuppgifter', async () => {
    const page = await stack.newPage()
    await open(page, '/terms', 'Användarvillkor')
    await page.getByRole('button', { name: 'Acceptera' }).click()
    const footer = page.getByRole('contentinfo')
    await footer.scrollIntoViewIfNeeded()
    const spot = await page.evaluate(() => window.scrollY)
    expect(spot).toBeGreaterThan(500)

    await footer.getByRole('link', { name: 'Om oss', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Om oss' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/about')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    await page.goBack()
    await page.getByRole('heading', { level: 1, name: 'Användarvillkor' }).waitFor()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(spot, -1)

    // The footer's Integritetspolicy opens the terms page at its privacy section, heading in view.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Integritetspolicy' }).click()
    await page.waitForURL((url) => url.pathname === '/policy' && url.hash === '#personuppgifter')
    const heading = page.getByRole('heading', { level: 2, name: '8. Personuppgifter' })
    await expect
      .poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeGreaterThan(0)
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top)
    expect(top).toBeLessThan(await page.evaluate(() => window.innerHeight / 2))
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)

    // Typed straight into the address bar too.
    await page.goto('/policy')
    await page.waitForURL((url) => url.hash === '#personuppgifter')
    await expect.poll(() => heading.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(300)
    expect(await heading.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(0)
    await page.context().close()
  })

  it('shows the not-found page at an unknown path, with ways home and to login', async () => {
    const page = await stack.newPage({ viewport: 'phone' })
    const res = await page.goto('/finns-inte/alls')
    // The server hands unknown paths to the app (history fallback); the app says it is not found.
    expect(res?.status()).toBe(200)
    await page.getByRole('heading', { level: 1, name: 'Oops! Kunde inte hitta sidan!' }).waitFor()
    const main = page.locator('main')
    expect(await main.getByRole('link', { name: 'Till startsidan' }).getAttribute('href')).toBe('/')
    expect(await main.getByRole('link', { name: 'Logga in' }).getAttribute('href')).toBe('/login')
    await expectNoAxeViolations(page)
    await main.getByRole('link', { name: 'Till startsidan' }).click()
    await page.getByRole('heading', { level: 1, name: 'Ge dina kläder ett nytt liv' }).waitFor()
    await page.context().close()
  })
})

describe('contact form journey', () => {
  it('sends a message that reaches the staff inbox', async () => {
    const page = await stack.newPage({ viewport: 'phone' })
    await open(page, '/contact', 'Kontakta oss')
    const main = page.locator('main')
    await main.getByText('Mån–fre', { exact: true }).waitFor()
    await main.getByText('10:00–16:00', { exact: true }).waitFor()
    const send = page.getByRole('button', { name: 'Skicka meddelande' })
    expect(await send.isDisabled()).toBe(true)

    await page.getByLabel('Namn', { exact: true }).fill('Stina <Svensson>')
    await page.getByLabel('E-post', { exact: true }).fill('stina.e2e@example.com')
    expect(await send.isDisabled()).toBe(true)
    await page.getByLabel('Meddelande', { exact: true }).fill('Hej! Finns det fler barnjackor i storlek 110?')
    expect(await send.isEnabled()).toBe(true)
    await send.click()

    await page.getByText(SUCCESS).waitFor()
    expect(await page.getByLabel('Namn', { exact: true }).inputValue()).toBe('')
    expect(await page.getByLabel('Meddelande', { exact: true }).inputValue()).toBe('')

    const mail = await stack.waitForMail(STAFF_EMAIL, /kontaktformuläret/)
    expect(mail.subject).toContain('Stina <Svensson>')
    expect(mail.text).toContain('Hej! Finns det fler barnjackor i storlek 110?')
    expect(mail.text).toContain('Svara till: stina.e2e@example.com')
    expect(mail.html).toContain('Stina &lt;Svensson&gt;')
    expect(mail.html).not.toContain('<Svensson>')
    await page.context().close()
  })
})

describe('screenshots', () => {
  const shots = [
    { name: 'home', path: '/', h1: pages[0]!.h1 },
    { name: 'about', path: '/about', h1: 'Om oss' },
    { name: 'contact', path: '/contact', h1: 'Kontakta oss' },
    { name: 'guide', path: '/guide', h1: 'Så funkar det' },
    { name: 'terms', path: '/terms', h1: 'Användarvillkor' },
    { name: 'faq', path: '/faq', h1: 'Vanliga frågor' },
    { name: 'not-found', path: '/finns-inte', h1: 'Oops! Kunde inte hitta sidan!' },
  ]
  it.each(shots)('$name at desktop and phone width', async ({ name, path, h1 }) => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await stack.newPage({ viewport })
      await open(page, path, h1)
      // The cookie notice would cover the content in the picture.
      const accept = page.getByRole('button', { name: 'Acceptera' })
      if (await accept.isVisible()) await accept.click()
      await screenshot(page, `content-${name}-${viewport}`)
      await page.context().close()
    }
  })
})
