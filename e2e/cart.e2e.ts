import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoAxeViolations, type Stack, screenshot, startStack } from './harness.js'
import { pageApi } from './support.js'

// Guest cart → login → merged cart → checkout → order in the account → garment gone; and a race.
const MEMBER = { email: 'medlem@example.com', password: 'Demo12345!' }
const SUCCESS = 'Din beställning är mottagen. Tack för ditt köp!'
const FAILURE = 'Något gick fel vid beställning av produkter.'

type Garment = { id: string; name: string; price: number; state: string }

let stack: Stack
beforeAll(async () => {
  // A fresh member gets enough welcome points to win a race for any cheap garment.
  stack = await startStack({ seedDemo: 'always', env: { WELCOME_POINTS: '1000' } })
})
afterAll(async () => {
  await stack?.stop()
})

/** A fresh browser (own cookies and storage) that has already accepted the cookie notice. */
async function newPage(viewport: 'desktop' | 'phone' = 'desktop') {
  const page = await stack.newPage({ viewport })
  await page.context().addInitScript(() => localStorage.setItem('kladbyte.cookies-accepted', 'true'))
  return page
}

/** Cheap available garments from the public search (each test takes its own). */
async function garments(count: number, skip = 0): Promise<Garment[]> {
  const res = await fetch(`${stack.baseUrl}/api/products/search?page=1&pageSize=48&maxPrice=200`)
  const body = (await res.json()) as { items: Garment[] }
  const names = new Set<string>()
  // Unique names so a search for the name can only find this garment.
  const unique = body.items.filter((g) => g.state === 'available' && !names.has(g.name) && names.add(g.name))
  return unique.slice(skip, skip + count)
}

async function login(page: Page, who: { email: string; password: string }) {
  await page.goto('/login')
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Logga in' }) })
  await form.getByLabel('E-postadress').fill(who.email)
  await form.getByLabel('Lösenord', { exact: true }).fill(who.password)
  await form.getByRole('button', { name: 'Logga in' }).click()
  await page.waitForURL((url) => url.pathname === '/')
}

/** A valid personnummer (Luhn check digit) for a made-up birth date. */
function personnummer(serial: number): string {
  const nine = `900101${String(serial).padStart(3, '0')}`
  const sum = [...nine].reduce((acc, ch, i) => {
    const d = Number(ch) * (i % 2 === 0 ? 2 : 1)
    return acc + (d > 9 ? d - 9 : d)
  }, 0)
  return `19${nine}${(10 - (sum % 10)) % 10}`
}

/** Registers, verifies (welcome points), logs in and takes a test-mode membership. */
async function registerMember(page: Page, email: string) {
  const password = 'Hemligt123!'
  await page.goto('/')
  const reg = await pageApi(page, 'POST', '/api/Users/register', {
    email,
    password,
    confirmPassword: password,
    socialSecurityNumber: personnummer(Math.floor(Math.random() * 900) + 100),
    firstName: 'Tova',
    lastName: 'Tävling',
    phone: '0701234567',
    address: 'Lillgatan 2',
    city: 'Göteborg',
    postalCode: '41101',
    region: 'Västra Götaland',
    country: 'Sverige',
  })
  expect(reg.status).toBeLessThan(300)
  const mail = await stack.waitForMail(email)
  const link = mail.links.find((l) => l.includes('/verify-email/'))!
  await page.goto(link)
  await page.getByText('Email verifierad.').waitFor()
  await login(page, { email, password })
  const session = await pageApi<{ sessionId: string }>(
    page,
    'POST',
    '/api/subscription/create-checkout-session',
  )
  const done = await pageApi(page, 'POST', '/api/subscription/test-complete', {
    sessionId: session.body.sessionId,
  })
  expect(done.status).toBe(200)
  await page.reload()
}

async function addToCartFromProductPage(page: Page, garment: Garment) {
  await page.goto(`/product/${garment.id}`)
  await page.getByRole('heading', { level: 1, name: garment.name }).waitFor()
  await page.getByRole('button', { name: 'Lägg i varukorgen' }).click()
  await page.getByText('Produkten har lagts till i varukorgen').first().waitFor()
}

async function openCheckout(page: Page) {
  await page.goto('/checkout')
  await page.getByRole('heading', { level: 1, name: 'Din Beställning' }).waitFor()
  const confirm = page.getByRole('button', { name: 'Bekräfta beställning' })
  await expect.poll(() => confirm.isEnabled()).toBe(true)
  return confirm
}

describe('cart and checkout', () => {
  it('a guest cart follows the member through login, checkout and into the orders tab', async () => {
    const [garment] = await garments(1)
    expect(garment).toBeDefined()
    const page = await newPage()

    // As a visitor: the garment goes to the browser cart.
    await addToCartFromProductPage(page, garment!)
    await page.goto('/cart')
    await page.getByRole('heading', { level: 1, name: 'Varukorg' }).waitFor()
    await page.getByRole('table').getByText(garment!.name).waitFor()
    await page.waitForLoadState('networkidle')
    await expectNoAxeViolations(page)
    await screenshot(page, 'cart-guest-desktop')

    // Logging in moves it into the account.
    await login(page, MEMBER)
    await expect
      .poll(async () => (await pageApi<{ productId: string }[]>(page, 'GET', '/api/cart')).body)
      .toEqual([expect.objectContaining({ productId: garment!.id })])
    expect(await page.evaluate(() => localStorage.getItem('kladbyte.guest.cart'))).toBeNull()

    const confirm = await openCheckout(page)
    await page.getByRole('table').getByText(garment!.name).waitFor()
    await page.getByTestId('balance').waitFor()
    await page.waitForLoadState('networkidle')
    await expectNoAxeViolations(page)
    await screenshot(page, 'checkout-desktop')
    const balanceBefore = Number((await page.getByTestId('balance').textContent())!.replace(/\D/g, ''))

    await confirm.click()
    await page.getByText(SUCCESS).waitFor()
    const orderNumber = (await page.getByTestId('order-number').textContent())!.replace(/\D/g, '')
    expect(orderNumber).not.toBe('')
    await page.getByText('Din varukorg är tom.').waitFor()
    await expect
      .poll(async () => Number((await page.getByTestId('balance').textContent())!.replace(/\D/g, '')))
      .toBe(balanceBefore - garment!.price)
    await screenshot(page, 'checkout-confirmed-desktop')

    // The order is in the account (the orders tab when the account page shows it, the API always).
    const orders = await pageApi<{ orderNumber: number }[]>(page, 'GET', '/api/orders')
    expect(orders.body[0]?.orderNumber).toBe(Number(orderNumber))
    await page.goto('/my-account#orders')
    await page.getByRole('button', { name: `Visa beställning ${orderNumber}` }).waitFor()
    await screenshot(page, 'orders-tab-desktop')
    await page.getByRole('button', { name: `Visa beställning ${orderNumber}` }).click()
    await page.getByRole('heading', { name: `Beställning ${orderNumber}` }).waitFor()
    await page.getByText(garment!.name).first().waitFor()
    await screenshot(page, 'order-detail-desktop')
    await page.getByRole('button', { name: 'Tillbaka' }).click()

    // The garment has left the shop: search no longer offers it and its page says it is reserved.
    const stillOffered = async () => {
      const q = encodeURIComponent(garment!.name)
      const res = await fetch(`${stack.baseUrl}/api/products/search?page=1&pageSize=48&search=${q}`)
      const found = ((await res.json()) as { items: Garment[] }).items
      return found.some((g) => g.id === garment!.id && g.state === 'available')
    }
    await expect.poll(stillOffered, { timeout: 30_000, interval: 1_000 }).toBe(false)
    // A fresh browser: this one may still hold the product answer (public, max-age=30).
    const visitor = await newPage()
    await visitor.goto(`/product/${garment!.id}`)
    await visitor.getByText('Reserverad').first().waitFor()
    await visitor.context().close()
    await page.context().close()
  })

  it('of two members racing for one garment, one wins and the other is told which garment is gone', async () => {
    const [garment] = await garments(1, 1)
    const pages = [await newPage(), await newPage()]
    await login(pages[0]!, MEMBER)
    await registerMember(pages[1]!, 'tova.tavling@example.com')
    for (const page of pages) await addToCartFromProductPage(page, garment!)
    const buttons = await Promise.all(pages.map(openCheckout))
    await Promise.all(buttons.map((b) => b.click()))

    const outcome = await Promise.all(
      pages.map((page) =>
        Promise.race([
          page
            .getByText(SUCCESS)
            .waitFor()
            .then(() => 'won' as const),
          page
            .getByText(FAILURE)
            .waitFor()
            .then(() => 'lost' as const),
        ]),
      ),
    )
    expect([...outcome].sort()).toEqual(['lost', 'won'])
    const loser = pages[outcome.indexOf('lost')]!
    const alert = loser.getByRole('alert').filter({ hasText: FAILURE })
    expect(await alert.textContent()).toContain(garment!.name)
    const row = loser.getByRole('row').filter({ hasText: garment!.name })
    await row.getByText('Inte längre tillgänglig').waitFor()
    await loser.waitForLoadState('networkidle')
    await screenshot(loser, 'checkout-lost-race-desktop')
    // The loser removes the garment that is gone.
    await row.getByRole('button', { name: `Ta bort ${garment!.name} från listan` }).click()
    await loser.getByText('Din varukorg är tom.').waitFor()
    for (const page of pages) await page.context().close()
  })

  it('wishlist, cart and checkout pass axe and fit a phone', async () => {
    const [a, b] = await garments(2, 2)
    const page = await newPage('phone')
    await login(page, MEMBER)
    await page.goto(`/product/${a!.id}`)
    await page.getByRole('button', { name: 'Lägg till i önskelistan' }).click()
    await page.getByText('Produkten har lagts till i önskelistan').first().waitFor()
    await addToCartFromProductPage(page, b!)

    for (const [path, heading, name] of [
      ['/wishlist', 'Önskelista', a!.name],
      ['/cart', 'Varukorg', b!.name],
      ['/checkout', 'Din Beställning', b!.name],
    ] as const) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      // Phones show the lines as cards; the (hidden) table holds the same names.
      await page.getByText(name).filter({ visible: true }).first().waitFor()
      await page.waitForLoadState('networkidle')
      await expectNoAxeViolations(page)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await screenshot(page, `${path.slice(1)}-phone`)
    }

    // The wishlist page moves its garment into the cart.
    await page.goto('/wishlist')
    await page.getByRole('button', { name: 'Lägg i varukorgen' }).filter({ visible: true }).first().click()
    await page.getByText('Inga produkter i önskelistan.').waitFor()
    const cart = await pageApi<{ productId: string }[]>(page, 'GET', '/api/cart')
    expect(cart.body.map((i) => i.productId).sort()).toEqual([a!.id, b!.id].sort())

    // Desktop shots of the pages and the header panels.
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/cart')
    await page.getByRole('table').getByText(a!.name).waitFor()
    await page.waitForLoadState('networkidle')
    await screenshot(page, 'cart-desktop')
    await page.getByRole('button', { name: /^Varukorg, \d+ produkt/ }).click()
    await page.getByRole('dialog').getByText('Visa Varukorg').waitFor()
    await screenshot(page, 'cart-panel-desktop')
    await page.context().close()
  })
})
