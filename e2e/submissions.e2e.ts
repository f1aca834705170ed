import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoAxeViolations, type Stack, screenshot, startStack, viewports } from './harness.js'
import { signUpVerified } from './support.js'

// A member sends garments in: creates a submission, adds two items with phone photos, submits it,
// cannot delete it any more, and cancels it; on a desktop and on a phone.
let stack: Stack
let photoDir: string
beforeAll(async () => {
  stack = await startStack()
  photoDir = await mkdtemp(path.join(os.tmpdir(), 'kb-photos-'))
})
afterAll(async () => {
  await stack?.stop()
  if (photoDir) await rm(photoDir, { recursive: true, force: true })
})

/** A JPEG as a phone writes it: EXIF with the camera, a GPS position and a rotation. */
async function phonePhoto(name: string, colour: string): Promise<string> {
  const file = path.join(photoDir, name)
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Telefon', Model: 'Kamera 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '59/1 19/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '18/1 4/1 0/1',
      },
    })
    .toBuffer()
  await writeFile(file, jpeg)
  return file
}

const row = (page: Page, reference: RegExp) => page.getByRole('row').filter({ hasText: reference })

async function addItem(page: Page, condition: string) {
  await page.getByRole('button', { name: 'Lägg till ny artikel' }).click()
  const editor = page.getByRole('region', { name: 'Ny artikel' })
  await editor.getByLabel('Skick', { exact: true }).fill(condition)
  await editor.getByRole('button', { name: 'Spara', exact: true }).click()
}

async function sendIn(page: Page, viewport: 'desktop' | 'phone') {
  await page.goto('/my-account#submissions')
  await page.getByRole('heading', { level: 2, name: 'Dina inlämningar' }).waitFor()
  await page.getByText('Du har inga inlämningar ännu.').waitFor()
  await page.getByRole('button', { name: 'Skapa ny inlämning' }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/my-account/submissions/'))
  const id = page.url().split('/').pop()!
  await page.getByRole('heading', { name: 'Inlämnings Begäran' }).waitFor()

  await addItem(page, 'Mycket bra')
  await addItem(page, 'Som ny')
  await page.getByRole('button', { name: 'Spara ändringar' }).click()
  await page.getByText('Ändringarna har sparats.').first().waitFor()

  // Photos: two for the first item, one for the second, chosen as a phone's file picker would.
  const photos = [await phonePhoto('a.jpg', '#7a1f3d'), await phonePhoto('b.jpg', '#1f4d7a')]
  for (const [position, files] of [
    [1, photos],
    [2, [await phonePhoto('c.jpg', '#2f6b3a')]],
  ] as const) {
    await page
      .getByRole('button', { name: `Redigera artikel ${position}` })
      .first()
      .click()
    await page.getByLabel('Bilder på plagget').setInputFiles([...files])
    await expect
      .poll(() => page.getByRole('link', { name: new RegExp(`^Bild \\d av artikel ${position}`) }).count(), {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(files.length)
    await page.getByRole('button', { name: 'Spara', exact: true }).click()
  }
  await page.getByRole('button', { name: 'Spara ändringar' }).click()
  await page.getByText('Ändringarna har sparats.').first().waitFor()
  await screenshot(page, `submission-detail-${viewport}`)
  await expectNoAxeViolations(page)

  // The stored photo is the member's only: no EXIF left, and it answers nobody without the session.
  const src = await page.getByRole('link', { name: /^Bild 1 av artikel 1/ }).getAttribute('href')
  const photo = await page.request.get(src!)
  expect(photo.status()).toBe(200)
  const meta = await sharp(await photo.body()).metadata()
  expect(meta.exif).toBeUndefined()
  expect(meta.height! > meta.width!).toBe(true) // the rotation was applied
  const anonymous = await fetch(new URL(src!, stack.baseUrl))
  expect(anonymous.status).toBe(401)
  return id
}

async function submitAndCancel(page: Page, id: string, viewport: 'desktop' | 'phone', email: string) {
  await page.goto('/my-account#submissions')
  const reference = new RegExp(id.slice(0, 8))
  await row(page, reference)
    .or(page.getByRole('listitem').filter({ hasText: reference }))
    .first()
    .waitFor()
  await screenshot(page, `submissions-list-${viewport}`)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: /^Skicka in inlämning/ }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Ja, skicka in' }).click()
  await page.getByText('Inlämningen har skickats in framgångsrikt!').waitFor()
  await page.getByText('Inlämnad', { exact: true }).filter({ visible: true }).first().waitFor()
  expect(await page.getByRole('button', { name: /^Ta Bort inlämning/ }).count()).toBe(0)

  const receipt = await stack.waitForMail(email, /Inlämning mottagen/)
  expect(receipt.subject).toContain(id.slice(0, 8))

  await page.getByRole('button', { name: /^Avbryt inlämning/ }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Ja, avbryt inlämningen' }).click()
  await page.getByText('Inlämningen har avbrutits.').waitFor()
  await page.getByText('Avbruten', { exact: true }).filter({ visible: true }).first().waitFor()
  expect(await page.getByRole('button', { name: /^Avbryt inlämning/ }).count()).toBe(0)
}

describe('sending garments in', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`creates, fills, submits and cancels a submission (${viewports[viewport].width} px)`, async () => {
      const page = await stack.newPage({ viewport })
      const member = await signUpVerified(stack, page, viewport === 'desktop' ? 'Greta' : 'Nils')
      const id = await sendIn(page, viewport)
      await submitAndCancel(page, id, viewport, member.email)
      await page.context().close()
    })
  }
})
