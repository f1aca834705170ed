import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoAxeViolations, type Stack, screenshot, startStack } from './harness.js'
import { pageApi, signUpVerified, uniqueEmail } from './support.js'

// Staff find a member's submitted submission on /admin/submissions: the stat cards count it, the
// status and search filters go into the URL (a reload keeps them), the row shows the member and
// 'Ej angiven', and 'Visa detaljer' opens it. On a desktop (table) and a phone (cards).
let stack: Stack
const staff = { desktop: uniqueEmail('personal.inl'), phone: uniqueEmail('personal.inl.mobil') }
beforeAll(async () => {
  stack = await startStack({ adminEmails: [staff.desktop, staff.phone] })
}, 180_000)
afterAll(async () => {
  await stack?.stop()
})

/** The member sends in one garment (status 1) and leaves a second submission as a draft (status 0). */
async function memberSubmits(page: Page): Promise<string> {
  const created = await pageApi<{ id: string }>(page, 'POST', '/api/submissions-request')
  expect(created.status).toBe(201)
  const { id } = created.body
  const saved = await pageApi(page, 'PUT', '/api/submissions-request', {
    id,
    status: 0,
    notes: '',
    items: [{ condition: 'Som ny', notes: 'Blå ullkappa' }],
  })
  expect(saved.status).toBe(200)
  expect((await pageApi(page, 'PUT', `/api/submissions-request/${id}/submit`)).status).toBe(200)
  expect((await pageApi(page, 'POST', '/api/submissions-request')).status).toBe(201)
  return id
}

async function journey(viewport: 'desktop' | 'phone') {
  const shopper = await stack.newPage({ viewport })
  const member = await signUpVerified(stack, shopper, 'Maja')
  const id = await memberSubmits(shopper)
  const reference = `${id.slice(0, 8)}…`

  const page = await stack.newPage({ viewport })
  await signUpVerified(stack, page, 'Personal', staff[viewport])
  await page.goto('/admin/submissions')
  await page.getByRole('heading', { level: 1, name: 'Inlämningar' }).waitFor()
  const stats = page.getByRole('region', { name: 'Inlämningar per status' })
  const figure = (label: string) =>
    stats.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd')
  await expect.poll(async () => Number(await figure('Inlämnad').textContent())).toBeGreaterThanOrEqual(1)
  expect(Number(await figure('Totalt').textContent())).toBeGreaterThanOrEqual(2)

  // Status 'Inlämnad' and the member's e-mail: only the sent-in submission is left.
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Inlämnad' })
  await page.getByLabel('Sök', { exact: true }).fill(member.email)
  await page.getByRole('button', { name: 'Använd filter' }).click()
  await page.waitForURL((url) => url.searchParams.get('status') === '1')
  expect(new URL(page.url()).searchParams.get('search')).toBe(member.email)
  await page.reload()
  expect(await page.getByLabel('Sök', { exact: true }).inputValue()).toBe(member.email)

  // The table on a desktop, the cards on a phone: whichever is shown.
  const list =
    viewport === 'desktop'
      ? page.getByRole('table', { name: 'Alla inlämningar' })
      : page.getByRole('list', { name: 'Alla inlämningar' })
  const row = list.locator(viewport === 'desktop' ? 'tbody tr' : 'li')
  await row.first().getByText(reference).waitFor()
  expect(await row.count()).toBe(1)
  await expect.poll(() => row.first().textContent()).toContain(member.email)
  const text = (await row.first().textContent()) ?? ''
  expect(text).toContain('Maja Svensson')
  expect(text).toContain('Inlämnad')
  expect(text).toContain('Ej angiven')
  // Nothing wider than the screen (a long e-mail wraps inside its card on a phone).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  )
  await screenshot(page, `admin-submissions-list-${viewport}`)
  await expectNoAxeViolations(page)

  await row
    .first()
    .getByRole('link', { name: `Visa detaljer för inlämning ${reference}` })
    .click()
  await page.waitForURL((url) => url.pathname === `/admin/submissions/${id}`)
  await shopper.context().close()
  await page.context().close()
}

describe('staff submissions list', () => {
  it('counts, filters through the URL and opens a submission on a desktop', async () => {
    await journey('desktop')
  }, 180_000)

  it('the same with cards on a phone (390 px)', async () => {
    await journey('phone')
  }, 180_000)
})
