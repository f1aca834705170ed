import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoAxeViolations, type Stack, screenshot, startStack } from './harness.js'
import { headerPoints, pageApi, signUpVerified, uniqueEmail } from './support.js'

// A member orders a garment; staff find the order by its number, open it, set Skickad, send the
// 'Order skickad' template (read from the SMTP sink) and cancel it: the member's balance in the
// header is back where it was. On a desktop and on a phone.
let stack: Stack
const staff = { desktop: uniqueEmail('personal.ordrar'), phone: uniqueEmail('personal.ordrar.mobil') }
beforeAll(async () => {
  stack = await startStack({
    seedDemo: 'always',
    adminEmails: [staff.desktop, staff.phone],
    env: { WELCOME_POINTS: '1000' },
  })
}, 180_000)
afterAll(async () => {
  await stack?.stop()
})

/** An available garment from the public search (each viewport takes its own). */
async function garment(skip: number): Promise<{ id: string; name: string; price: number }> {
  const res = await fetch(`${stack.baseUrl}/api/products/search?page=1&pageSize=48&maxPrice=200`)
  const body = (await res.json()) as { items: { id: string; name: string; price: number; state: string }[] }
  return body.items.filter((g) => g.state === 'available')[skip]!
}

async function journey(viewport: 'desktop' | 'phone', skip: number) {
  // The member: verified, a test-mode membership, one garment ordered.
  const shopper = await stack.newPage({ viewport })
  const member = await signUpVerified(stack, shopper, 'Saga')
  const session = await pageApi<{ sessionId: string }>(
    shopper,
    'POST',
    '/api/subscription/create-checkout-session',
  )
  expect((await pageApi(shopper, 'POST', '/api/subscription/test-complete', session.body)).status).toBe(200)
  await shopper.reload()
  const before = await headerPoints(shopper)
  const g = await garment(skip)
  const placed = await pageApi<{ id: string; orderNumber: number }>(shopper, 'POST', '/api/orders', {
    items: [{ productId: g.id }],
  })
  expect(placed.status).toBe(201)
  await shopper.reload()
  expect(await headerPoints(shopper)).toBe(before - g.price)
  const number = String(placed.body.orderNumber)

  // Staff filter the list by the order number and open it.
  const page = await stack.newPage({ viewport })
  await signUpVerified(stack, page, 'Personal', staff[viewport])
  await page.goto('/admin/orders')
  await page.getByRole('heading', { level: 1, name: 'Ordrar' }).waitFor()
  await page.getByLabel('Ordernummer').fill(number)
  await page.getByRole('button', { name: 'Filtrera' }).click()
  await page.waitForURL((url) => url.searchParams.get('search') === number)
  const view = page.getByRole('link', { name: `Visa order ${number}` })
  await view.waitFor()
  await screenshot(page, `admin-orders-list-${viewport}`)
  await expectNoAxeViolations(page)
  await view.click()
  await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor()
  // The table on a desktop, the card on a phone: whichever is shown.
  await page.getByText(g.name).locator('visible=true').first().waitFor()

  // Skickad.
  await page.getByRole('button', { name: 'Skickad', exact: true }).click()
  await page.getByRole('button', { name: 'Skickad', exact: true, pressed: true }).waitFor()
  await page.getByText('Status ändrad till Skickad.').waitFor()

  // The 'Order skickad' template to the member's address (prefilled).
  const form = page.getByRole('form', { name: 'Skicka e-post' })
  expect(await form.getByLabel('Till').inputValue()).toBe(member.email)
  await form.getByRole('button', { name: 'Order skickad' }).click()
  await form.getByRole('button', { name: 'Skicka e-post' }).click()
  await page.getByText('E-post skickad.').waitFor()
  await page
    .getByRole('region', { name: 'Skickade e-postmeddelanden' })
    .getByText(`Din order ${number} är skickad`)
    .waitFor()
  const mail = await stack.waitForMail(member.email, new RegExp(`Din order ${number} är skickad`))
  expect(mail.text).toContain(`Din order ${number} är nu skickad`)
  await screenshot(page, `admin-order-detail-${viewport}`)
  await expectNoAxeViolations(page)

  // Avbruten: the points are back in the member's header.
  await page.getByRole('button', { name: 'Avbruten', exact: true }).click()
  await page.getByRole('button', { name: 'Avbruten', exact: true, pressed: true }).waitFor()
  await shopper.reload()
  expect(await headerPoints(shopper)).toBe(before)
  await shopper.context().close()
  await page.context().close()
}

describe('staff orders', () => {
  it('a member orders; staff filter, open, set Skickad, mail and cancel on a desktop', async () => {
    await journey('desktop', 0)
  }, 180_000)

  it('the same on a phone (390 px)', async () => {
    await journey('phone', 1)
  }, 180_000)
})
