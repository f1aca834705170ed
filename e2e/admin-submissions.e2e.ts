import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoAxeViolations, type Stack, screenshot, startStack, viewports } from './harness.js'
import { headerPoints, signUpVerified, uniqueEmail } from './support.js'

// The whole intake loop in two browsers: a member sends in two garments with photos; staff
// approve one with points and deny the other with a comment, set Slutförd; the member sees the
// decisions and the next steps; staff receive the approved garment and the member's balance rises
// by exactly its points; staff make a product of it, publish it, and it is in the shop.
// On a desktop and on a 390 px phone.
let stack: Stack
let photoDir: string
const staffEmails = { desktop: uniqueEmail('personal.inl'), phone: uniqueEmail('personal.inl.mobil') }
beforeAll(async () => {
  stack = await startStack({ seedDemo: 'always', adminEmails: Object.values(staffEmails) })
  photoDir = await mkdtemp(path.join(os.tmpdir(), 'kb-intake-'))
}, 180_000)
afterAll(async () => {
  await stack?.stop()
  if (photoDir) await rm(photoDir, { recursive: true, force: true })
})

const POINTS = 240

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

/** The balance the header shows ('Ditt saldo: N poäng'), after a reload. */
async function reloadedPoints(page: Page): Promise<number> {
  await page.reload()
  return headerPoints(page)
}

/** The member creates a submission with two garments, a photo each, and sends it in; returns its id. */
async function sendIn(page: Page, viewport: string): Promise<string> {
  await page.goto('/my-account#submissions')
  await page.getByRole('button', { name: 'Skapa ny inlämning' }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/my-account/submissions/'))
  const id = page.url().split('/').pop()!
  for (const condition of ['Mycket gott skick', 'Slitet']) {
    await page.getByRole('button', { name: 'Lägg till ny artikel' }).click()
    const editor = page.getByRole('region', { name: 'Ny artikel' })
    await editor.getByLabel('Skick', { exact: true }).fill(condition)
    await editor.getByRole('button', { name: 'Spara', exact: true }).click()
  }
  await page.getByRole('button', { name: 'Spara ändringar' }).click()
  await page.getByText('Ändringarna har sparats.').first().waitFor()
  for (const [position, colour] of [
    [1, '#7a1f3d'],
    [2, '#1f4d7a'],
  ] as const) {
    await page
      .getByRole('button', { name: `Redigera artikel ${position}` })
      .first()
      .click()
    await page
      .getByLabel('Bilder på plagget')
      .setInputFiles(await photo(`${viewport}-${position}.jpg`, colour))
    await expect
      .poll(() => page.getByRole('link', { name: new RegExp(`^Bild 1 av artikel ${position}`) }).count(), {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(1)
    await page.getByRole('button', { name: 'Spara', exact: true }).click()
  }
  await page.getByRole('button', { name: 'Spara ändringar' }).click()
  await page.getByText('Ändringarna har sparats.').first().waitFor()

  await page.goto('/my-account#submissions')
  await page
    .getByRole('button', { name: /^Skicka in inlämning/ })
    .first()
    .click()
  await page.getByRole('dialog').getByRole('button', { name: 'Ja, skicka in' }).click()
  await page.getByText('Inlämningen har skickats in framgångsrikt!').waitFor()
  return id
}

/** The item card 'Föremål n' on the staff page. */
const itemCard = (page: Page, n: number) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: `Föremål ${n}` }) })

async function review(page: Page, id: string, viewport: string) {
  await page.goto(`/admin/submissions/${id}`)
  await page.getByRole('heading', { level: 1, name: `Inlämning ${id.slice(0, 8)}…` }).waitFor()
  await page.getByRole('region', { name: 'Kund' }).getByText('Svensson').waitFor()

  await page.getByRole('tab', { name: 'Föremål (2)' }).click()
  // The photo enlarges in a dialog, by keyboard too; Esc closes it and focus returns.
  const thumbnail = itemCard(page, 1).getByRole('button', { name: 'Förstora bild 1 av föremål 1' })
  await thumbnail.focus()
  await page.keyboard.press('Enter')
  const photoDialog = page.getByRole('dialog', { name: 'Föremål 1, bild 1' })
  await photoDialog.getByRole('img', { name: 'Bild 1 av föremål 1' }).waitFor()
  await page.keyboard.press('Escape')
  await photoDialog.waitFor({ state: 'hidden' })
  await expect.poll(() => thumbnail.evaluate((el) => el === document.activeElement)).toBe(true)

  const first = itemCard(page, 1).getByRole('group', { name: 'Granskning av föremål 1' })
  await first.getByLabel('Granskning').selectOption({ label: 'Godkänd' })
  await first.getByLabel('Kategori').selectOption({ label: 'Dam' })
  await first.getByLabel('Poäng').fill(String(POINTS))
  await first.getByRole('button', { name: 'Spara granskning' }).click()
  await page.getByText('Granskningen av föremål 1 är sparad.').waitFor()
  await itemCard(page, 1).getByText('Godkänd', { exact: true }).first().waitFor()

  const second = itemCard(page, 2).getByRole('group', { name: 'Granskning av föremål 2' })
  await second.getByLabel('Granskning').selectOption({ label: 'Avvisad' })
  await second.getByRole('button', { name: 'Spara granskning' }).click()
  await page.getByText('Granskningen av föremål 2 är sparad.').waitFor()
  await screenshot(page, `admin-submission-items-${viewport}`)
  await expectNoAxeViolations(page)

  await page.getByRole('tab', { name: 'Detaljer' }).click()
  await page.getByLabel('Personalens kommentarer').fill('Föremål 2 är för slitet för att säljas vidare.')
  await page.getByRole('button', { name: 'Spara kommentar' }).click()
  await page.getByText('Kommentaren är sparad.').waitFor()
  await page.getByLabel('Ändra status').selectOption({ label: 'Slutförd' })
  await page.getByRole('button', { name: 'Uppdatera status' }).click()
  await page.getByText('Status ändrad till Slutförd.').waitFor()
  await page.getByRole('button', { name: 'Uppdatera status' }).waitFor({ state: 'hidden' })
  await screenshot(page, `admin-submission-details-${viewport}`)
  await expectNoAxeViolations(page)
}

async function memberSeesDecisions(page: Page, id: string) {
  await page.goto(`/my-account/submissions/${id}`)
  await page.getByText('Föremål 2 är för slitet för att säljas vidare.').waitFor()
  await page.getByText('Godkänd', { exact: true }).filter({ visible: true }).first().waitFor()
  await page.getByText('Nekad', { exact: true }).filter({ visible: true }).first().waitFor()
  await page.getByRole('button', { name: 'Nästa steg' }).click()
  const dialog = page.getByRole('dialog', { name: 'Nästa steg' })
  await dialog.getByText(id.slice(0, 8)).first().waitFor()
  await dialog.getByRole('button', { name: 'Stäng' }).first().click()
  await dialog.waitFor({ state: 'hidden' })
}

async function receive(page: Page) {
  await page.getByRole('tab', { name: 'Föremål (2)' }).click()
  await page.getByRole('button', { name: 'Ta emot' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ta emot plagg' })
  await dialog.getByLabel('Poäng för föremål 1').waitFor()
  // Only the approved garment is offered, with the points it was approved for.
  expect(await dialog.getByRole('checkbox').count()).toBe(1)
  expect(await dialog.getByLabel('Poäng för föremål 1').inputValue()).toBe(String(POINTS))
  await dialog.getByRole('button', { name: 'Sätt in poäng' }).click()
  await page.getByText(`${POINTS} poäng insatta`).first().waitFor()
  await itemCard(page, 1).getByText('Mottagen', { exact: true }).first().waitFor()
  await page.getByText(`Insatta poäng: ${POINTS}`).waitFor()
}

async function publish(page: Page, viewport: string): Promise<{ id: string; name: string }> {
  await itemCard(page, 1).getByRole('button', { name: 'Skapa produkt' }).click()
  await page.waitForURL((url) => url.pathname === '/admin/products')
  const panel = page.getByRole('dialog', { name: 'Redigera produkt' })
  const name = `Inlämnad kappa ${viewport}`
  await panel.getByLabel('Namn').fill(name)
  await panel.getByLabel('Storlek').selectOption('M')
  // The item's photo came along as the product's image.
  await panel.getByRole('img', { name: /^Bild 1 av / }).waitFor()
  await panel.getByLabel(/^Visa/).check()
  await screenshot(page, `admin-submission-product-${viewport}`, { fullPage: false })
  await expectNoAxeViolations(page)
  await panel.getByRole('button', { name: 'Spara' }).click()
  await page.getByText('Produkten har sparats.').waitFor()
  const row = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: name })
  const id = (await row.first().getByText(/^ID: /).textContent())!.replace('ID: ', '')
  return { id, name }
}

async function journey(viewport: 'desktop' | 'phone') {
  const member = await stack.newPage({ viewport })
  const { email } = await signUpVerified(stack, member, viewport === 'desktop' ? 'Vera' : 'Olle')
  const id = await sendIn(member, viewport)
  const before = await reloadedPoints(member)

  const staff = await stack.newPage({ viewport })
  await signUpVerified(stack, staff, 'Personal', staffEmails[viewport])
  await review(staff, id, viewport)

  await memberSeesDecisions(member, id)
  expect(await reloadedPoints(member)).toBe(before)

  await staff.getByRole('tab', { name: 'Föremål (2)' }).click()
  await receive(staff)
  expect(await reloadedPoints(member)).toBe(before + POINTS)
  // Their submission shows the arrival and the credited total; the history names the garment.
  await member.goto(`/my-account/submissions/${id}`)
  await member.getByText(`Insatta poäng: ${POINTS}`).first().waitFor()
  await member.getByText('Mottagen', { exact: true }).filter({ visible: true }).first().waitFor()
  await member.goto('/my-account#dashboard')
  const history = member.getByTestId('points-history')
  await history.getByText(`inlämning ${id.slice(0, 8)}, plagg 1`, { exact: false }).waitFor()
  await history.getByText(`+${POINTS} poäng`).waitFor()
  // Crediting mails the member the total.
  const mail = await stack.waitForMail(email, /Poäng insatta/)
  expect(mail.text).toContain(String(POINTS))

  const product = await publish(staff, viewport)
  await member.goto(`/product/${product.id}`)
  await member.getByRole('heading', { level: 1, name: product.name }).waitFor()
  await screenshot(member, `admin-submissions-shop-${viewport}`)

  // Back on the submission the item links to its product instead of making another.
  await staff.goto(`/admin/submissions/${id}`)
  await staff.getByRole('tab', { name: 'Föremål (2)' }).click()
  await itemCard(staff, 1).getByRole('link', { name: 'Visa produkt' }).waitFor()
  expect(await itemCard(staff, 1).getByRole('button', { name: 'Skapa produkt' }).count()).toBe(0)
  await member.context().close()
  await staff.context().close()
}

describe('the intake loop', () => {
  it('submission → review → arrival and points → product in the shop, on a desktop', async () => {
    await journey('desktop')
  }, 240_000)

  it('the same on a 390 px phone', async () => {
    expect(viewports.phone.width).toBe(390)
    await journey('phone')
  }, 240_000)
})
