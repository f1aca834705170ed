import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoAxeViolations, type Stack, screenshot, startStack } from './harness.js'
import { signUpVerified, uniqueEmail } from './support.js'

// Staff fill in the points guide under Inställningar; the storefront's guide page shows it to
// anyone as 'Så många poäng får du' (the demo seed gives the categories).
const staffEmail = uniqueEmail('personal')
let stack: Stack
let staff: Page

beforeAll(async () => {
  stack = await startStack({ seedDemo: 'always', adminEmails: [staffEmail] })
  staff = await stack.newPage({ viewport: 'desktop' })
  await signUpVerified(stack, staff, 'Stina', staffEmail)
}, 180_000)
afterAll(async () => {
  await stack?.stop()
})

describe('the points guide', () => {
  it('is hidden on /guide while empty, then shows what staff saved, on a phone too', async () => {
    const visitor = await stack.newPage({ viewport: 'phone' })
    await visitor.goto('/guide')
    await visitor.getByRole('heading', { level: 1, name: 'Så funkar det' }).waitFor()
    await visitor.getByRole('heading', { name: 'Tips för en smidig inlämning' }).waitFor()
    expect(await visitor.getByRole('heading', { name: 'Så många poäng får du' }).count()).toBe(0)

    await staff.goto('/admin/settings')
    const section = staff.getByRole('region', { name: 'Poängguide' })
    await section.getByText('Poängguiden är tom. Lägg till en rad per kategori.').waitFor()
    await section.getByRole('button', { name: 'Lägg till rad' }).click()
    const row = section.getByRole('listitem', { name: 'Rad 1' })
    const select = row.getByLabel('Kategori')
    // The first top-level category of the demo tree (option 0 is 'Välj en kategori.').
    await select.selectOption({ index: 1 })
    const category = (await select.locator('option:checked').textContent())!.trim()
    await row.getByLabel('Poäng').fill('120')
    await section.getByRole('button', { name: 'Spara poängguiden' }).click()
    await staff.getByText('Poängguiden har sparats.').waitFor()
    await screenshot(staff, 'admin-points-guide-saved', { fullPage: false })
    await expectNoAxeViolations(staff)

    await visitor.reload()
    await visitor.getByRole('heading', { name: 'Så många poäng får du' }).waitFor()
    const guideRow = visitor.getByRole('row', { name: new RegExp(category) })
    await expect.poll(() => guideRow.textContent()).toMatch(/ca 120 poäng/)
    await visitor.getByText(/Personalen bestämmer poängen för varje plagg efter granskningen/).waitFor()
    await screenshot(visitor, 'guide-points-phone')
    await expectNoAxeViolations(visitor)
  })
})
