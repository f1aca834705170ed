import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoAxeViolations, type Stack, screenshot, startStack, viewports } from './harness.js'
import { acceptCookies, loginThroughForm, type Member, signUpVerified, uniqueEmail } from './support.js'

// Staff run the category tree from /admin/categories: create (pinned with 'Ny'), edit and hide,
// a refused delete of a category with garments, a delete of an empty one; desktop table and phone cards.
// The demo catalogue gives categories that hold garments (no product calls exist in this slice).
const staffEmail = uniqueEmail('kategorier')
let stack: Stack
let staff: Member
beforeAll(async () => {
  stack = await startStack({ seedDemo: 'always', adminEmails: [staffEmail] })
  const first = await stack.newPage()
  staff = await signUpVerified(stack, first, 'Karin', staffEmail)
  await first.context().close()
})
afterAll(async () => {
  await stack?.stop()
})

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** 'Redigera Kjolar' or, for a subcategory, 'Redigera Kjolar (under Dam)'. */
const editLabel = (name: string) => new RegExp(`^Redigera ${escapeRegExp(name)}( \\(under .+\\))?$`)
const removeLabel = (name: string) => new RegExp(`^Ta bort ${escapeRegExp(name)}( \\(under .+\\))?$`)

/** The visible row (desktop table) or card (phone list) that names the category. */
const rowOf = (page: Page, name: string) =>
  page
    .getByRole('row')
    .or(page.getByRole('listitem'))
    .filter({ has: page.getByRole('button', { name: editLabel(name) }) })
    .filter({ visible: true })

const firstRow = (page: Page) =>
  page
    .getByRole('table', { name: 'Alla kategorier' })
    .getByRole('row')
    .nth(1)
    .or(page.getByRole('list', { name: 'Alla kategorier' }).getByRole('listitem').first())
    .filter({ visible: true })

async function garmentsIn(page: Page, name: string): Promise<number> {
  const all = (await (await page.request.get('/api/category/all')).json()) as {
    name: string
    productCount: number
  }[]
  return all.find((c) => c.name === name)!.productCount
}

describe('staff categories', () => {
  const cases = [
    { viewport: 'desktop', name: 'Sommarfynd', withGarments: 'Kjolar' },
    { viewport: 'phone', name: 'Vinterfynd', withGarments: 'Bodys' },
  ] as const
  for (const { viewport, name, withGarments } of cases) {
    it(`creates, edits, refuses and deletes categories (${viewports[viewport].width} px)`, async () => {
      const page = await stack.newPage({ viewport })
      await page.goto('/')
      await acceptCookies(page)
      await loginThroughForm(page, staff.email, staff.password)
      await page.goto('/admin/categories')
      await page.getByRole('heading', { name: 'Kategorier', level: 1 }).waitFor()
      await expect.poll(() => page.getByText('Totalt', { exact: true }).isVisible()).toBe(true)

      // Create, by keyboard: open the dialog, type, submit with Enter.
      await page.getByRole('button', { name: 'Lägg till kategori' }).focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: 'Ny kategori' })
      await dialog.getByRole('textbox', { name: 'Namn' }).fill(name)
      await dialog.getByRole('textbox', { name: 'Beskrivning' }).fill('Fynd för säsongen.')
      await dialog.getByRole('textbox', { name: 'Namn' }).press('Enter')
      await page.getByText('Ny kategori har lagts till och markeras med ljusblå färg.').waitFor()
      await firstRow(page).getByText(name, { exact: true }).waitFor()
      await firstRow(page).getByText('Ny', { exact: true }).waitFor()
      await screenshot(page, `admin-categories-created-${viewport}`)
      await expectNoAxeViolations(page)

      // Edit: rename, put it under 'Dam' and hide it.
      await rowOf(page, name)
        .getByRole('button', { name: editLabel(name) })
        .click()
      const edit = page.getByRole('dialog', { name: 'Redigera kategori' })
      await edit.getByRole('textbox', { name: 'Namn' }).fill(`${name} 2`)
      await edit.getByRole('combobox', { name: 'Överordnad kategori' }).click()
      await page.getByRole('option', { name: 'Dam', exact: true }).click()
      await edit.getByRole('switch', { name: 'Visa i butiken' }).click()
      await screenshot(page, `admin-categories-edit-${viewport}`, { fullPage: false })
      await expectNoAxeViolations(page)
      await edit.getByRole('button', { name: 'Spara' }).click()
      await page.getByText('Kategorin har sparats.').waitFor()
      const edited = rowOf(page, `${name} 2`)
      await edited.getByText('Inaktiv').waitFor()
      await edited.getByText('Dam', { exact: true }).waitFor()

      // A category with garments stays, and the server says why.
      const count = await garmentsIn(page, withGarments)
      expect(count).toBeGreaterThan(0)
      await rowOf(page, withGarments)
        .getByRole('button', { name: removeLabel(withGarments) })
        .click()
      await page
        .getByRole('dialog', { name: 'Bekräfta borttagning' })
        .getByRole('button', { name: 'Ja, ta bort' })
        .click()
      await page.getByText(`Kategorin har ${count} plagg och kan inte tas bort.`).waitFor()
      await screenshot(page, `admin-categories-refused-${viewport}`, { fullPage: false })
      expect(await rowOf(page, withGarments).count()).toBe(1)

      // The empty one goes.
      await edited.getByRole('button', { name: removeLabel(`${name} 2`) }).click()
      await page
        .getByRole('dialog', { name: 'Bekräfta borttagning' })
        .getByRole('button', { name: 'Ja, ta bort' })
        .click()
      await page.getByText('Kategorin har tagits bort.').waitFor()
      await expect.poll(() => rowOf(page, `${name} 2`).count()).toBe(0)
      await page.context().close()
    })
  }
})
