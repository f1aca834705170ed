import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoAxeViolations, type Stack, screenshot, startStack, viewports } from './harness.js'
import { signUpVerified, uniqueEmail } from './support.js'

// Staff run a garment's life from the products page: create it in a category with two photos,
// make the second main, find it in the shop (its category's list, its page with that main photo), hide it, change its price and delete it; on a
// desktop and on a phone. The category is one the admin creates on the categories page first
// (the demo seed gives the shop around it).
let stack: Stack
let photoDir: string
const staffEmail = uniqueEmail('personal')
const phoneStaffEmail = uniqueEmail('personal.mobil')
beforeAll(async () => {
  stack = await startStack({ seedDemo: 'always', adminEmails: [staffEmail, phoneStaffEmail] })
  photoDir = await mkdtemp(path.join(os.tmpdir(), 'kb-product-photos-'))
}, 180_000)
afterAll(async () => {
  await stack?.stop()
  if (photoDir) await rm(photoDir, { recursive: true, force: true })
})

async function photo(name: string, colour: string): Promise<string> {
  const file = path.join(photoDir, name)
  await writeFile(
    file,
    await sharp({ create: { width: 600, height: 800, channels: 3, background: colour } })
      .jpeg()
      .toBuffer(),
  )
  return file
}

/** The garment's table row on a desktop, its card (a list item) on a phone. */
const productRow = (page: Page, name: string) =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: name })
const apiStatus = async (url: string) => (await fetch(`${stack.baseUrl}${url}`)).status

async function createCategory(page: Page, name: string) {
  await page.goto('/admin/categories')
  await page.getByRole('button', { name: 'Lägg till kategori' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ny kategori' })
  await dialog.getByRole('textbox', { name: 'Namn' }).fill(name)
  await dialog.getByRole('textbox', { name: 'Namn' }).press('Enter')
  await page.getByText('Ny kategori har lagts till och markeras med ljusblå färg.').waitFor()
  // Pinned first with 'Ny' (for 10 s).
  const first = page
    .getByRole('table', { name: 'Alla kategorier' })
    .getByRole('row')
    .nth(1)
    .or(page.getByRole('list', { name: 'Alla kategorier' }).getByRole('listitem').first())
  await first.getByText(name, { exact: true }).waitFor()
  await first.getByText('Ny', { exact: true }).waitFor()
}

async function journey(page: Page, viewport: 'desktop' | 'phone') {
  const name = `Rutig kappa ${viewport}`
  const categoryName = `Kappor ${viewport}`
  await createCategory(page, categoryName)

  await page.goto('/admin/products')
  await page.getByRole('heading', { level: 1, name: 'Produkter' }).waitFor()
  await page.getByText(/^Visar 1 till 10 av \d+$/).waitFor()

  // Create it in the new category.
  await page.getByRole('button', { name: 'Lägg till produkt' }).click()
  const create = page.getByRole('dialog', { name: 'Ny produkt' })
  await create.getByLabel('Namn').fill(name)
  await create.getByLabel('Beskrivning').fill('Ull, dubbelknäppt.')
  const category = create.getByLabel('Kategori')
  const categoryValue = await category
    .locator('option')
    .filter({ hasText: categoryName })
    .first()
    .getAttribute('value')
  await category.selectOption(categoryValue!)
  await create.getByLabel('Storlek').selectOption('M')
  await create.getByLabel('Pris (poäng)').fill('250')
  await create.getByRole('button', { name: 'Skapa produkt' }).click()

  const panel = page.getByRole('dialog', { name: 'Redigera produkt' })
  await panel.getByText('Produkten har skapats. Lägg till bilder nedan.').waitFor()
  const notice = page.getByText('Ny produkt har lagts till och markeras med ljusblå färg.')
  await notice.waitFor()
  // The blue notice is blue as drawn (a white tone under blue classes once rendered white).
  expect(await notice.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgb(255, 255, 255)')
  // Pinned first with 'Ny' (for 10 s).
  await productRow(page, name).first().getByText('Ny', { exact: true }).waitFor()
  await panel
    .getByLabel('Ladda upp bilder')
    .setInputFiles([await photo('a.jpg', '#7a1f3d'), await photo('b.jpg', '#1f4d7a')])
  await expect
    .poll(() => panel.getByRole('img', { name: new RegExp(`av ${name}$`) }).count(), { timeout: 30_000 })
    .toBe(2)
  const secondSrc = await panel.getByRole('img', { name: `Bild 2 av ${name}` }).getAttribute('src')
  await panel.getByRole('button', { name: 'Gör bild 2 till huvudbild' }).click()
  // The main image is listed first.
  await expect
    .poll(() => panel.getByRole('img', { name: `Bild 1 av ${name}` }).getAttribute('src'))
    .toBe(secondSrc)
  await screenshot(page, `admin-products-panel-${viewport}`, { fullPage: false })
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')

  const row = productRow(page, name)
  const id = (await row.getByText(/^ID: /).textContent())!.replace('ID: ', '')
  await screenshot(page, `admin-products-list-${viewport}`)
  await expectNoAxeViolations(page)

  // In the shop: in its category's list, and on its page with the second photo as the main image.
  const shop = await stack.newPage({ viewport })
  await shop.goto(`/shop/${categoryValue}`)
  await shop.getByRole('main').getByText(name).first().waitFor()
  await shop.goto(`/product/${id}`)
  await shop.getByRole('heading', { level: 1, name }).waitFor()
  const shownMain = shop.getByRole('region', { name: 'Bildgalleri' }).getByRole('img', { name }).first()
  await expect.poll(() => shownMain.getAttribute('src')).toBe(secondSrc)
  await shop.close()

  // Hide it: gone from the shop.
  await row.getByRole('button', { name: `Redigera ${name}` }).click()
  await panel.getByLabel(/^Visa/).uncheck()
  await panel.getByRole('button', { name: 'Spara' }).click()
  await row.getByText('Inaktiv').waitFor()
  expect(await apiStatus(`/api/products/${id}`)).toBe(404)

  // A new price.
  await row.getByRole('button', { name: `Redigera ${name}` }).click()
  await panel.getByLabel('Pris (poäng)').fill('300')
  await panel.getByRole('button', { name: 'Spara' }).click()
  await row.getByText('300 poäng').waitFor()

  // Delete it.
  await row.getByRole('button', { name: `Ta bort ${name}` }).click()
  const confirm = page.getByRole('dialog', { name: 'Bekräfta borttagning' })
  await confirm.getByText(/kan inte ångras/).waitFor()
  await confirm.getByRole('button', { name: 'Ja, ta bort' }).click()
  await expect.poll(() => row.count()).toBe(0)
  expect(await apiStatus(`/api/products/images/${id}`)).toBe(404)
}

describe('staff products', () => {
  it('creates, shows, hides, reprices and deletes a garment on a desktop', async () => {
    const page = await stack.newPage({ viewport: 'desktop' })
    await signUpVerified(stack, page, 'Karin', staffEmail)
    await journey(page, 'desktop')

    // By keyboard: the add button opens the panel with focus in the name field; Esc closes it
    // and focus returns to the button.
    const add = page.getByRole('button', { name: 'Lägg till produkt' })
    await add.focus()
    await page.keyboard.press('Enter')
    const panel = page.getByRole('dialog', { name: 'Ny produkt' })
    await expect
      .poll(() => panel.getByLabel('Namn').evaluate((el) => el === document.activeElement))
      .toBe(true)
    await page.keyboard.type('Tangentbordsjacka')
    await page.keyboard.press('Tab')
    await expect
      .poll(() => panel.getByLabel('Beskrivning').evaluate((el) => el === document.activeElement))
      .toBe(true)
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'hidden' })
    await expect.poll(() => add.evaluate((el) => el === document.activeElement)).toBe(true)
  }, 180_000)

  it('does the same on a 390 px phone', async () => {
    const page = await stack.newPage({ viewport: 'phone' })
    expect(viewports.phone.width).toBe(390)
    await signUpVerified(stack, page, 'Per', phoneStaffEmail)
    await journey(page, 'phone')
  }, 180_000)
})
