import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoAxeViolations, type Stack, screenshot, startStack, viewports } from './harness.js'
import { signUpVerified, uniqueEmail } from './support.js'

// A member and staff talk about a submission in two browsers: what one writes appears on the
// other's open page without a reload, and the unread marks follow on both sides.
const staffEmail = uniqueEmail('personal')
let stack: Stack
let staff: Page
beforeAll(async () => {
  stack = await startStack({ adminEmails: [staffEmail] })
  staff = await stack.newPage()
  await signUpVerified(stack, staff, 'Stina', staffEmail)
})
afterAll(async () => {
  await stack?.stop()
})

/** Within 2 s: "live, without reloading" (the bar), with no reload anywhere in between. */
const LIVE = { timeout: 2_000 }

// Long enough to wrap on every screen, so the bubbles' 75 % cap is what sets their width.
const QUESTION =
  'Kan du skicka en bild på etiketten? Vi behöver se material, storlek och tvättråd innan vi sätter ' +
  'poäng, och gärna en bild på baksidan av plagget också om det går.'
const ANSWER =
  'Tack! Jackan har en liten fläck på ärmen, men annars är den som ny och har knappt använts sedan ' +
  'jag köpte den förra vintern.'

/** Creates a submission with one item through the member's own screens; returns its id. */
async function createSubmission(page: Page): Promise<string> {
  await page.goto('/my-account#submissions')
  await page.getByRole('button', { name: 'Skapa ny inlämning' }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/my-account/submissions/'))
  const id = page.url().split('/').pop()!
  await page.getByRole('button', { name: 'Lägg till ny artikel' }).click()
  const editor = page.getByRole('region', { name: 'Ny artikel' })
  await editor.getByLabel('Skick', { exact: true }).fill('Mycket bra')
  await editor.getByRole('button', { name: 'Spara', exact: true }).click()
  await page.getByRole('button', { name: 'Spara ändringar' }).click()
  await page.getByText('Ändringarna har sparats.').first().waitFor()
  return id
}

/** The submission's chat (member: 'Meddelanden med personalen', staff: '... med kunden'). */
const chatLog = (page: Page) => page.getByRole('log', { name: /^Meddelanden med/ })

/**
 * Spec §9: a message bubble is at most 75 % of its log's width (1 px for rounding), and this one is
 * long enough that without the cap it would be wider.
 */
async function expectBubbleCapped(log: Locator, text: string) {
  const bubble = (await log.getByText(text).boundingBox())!
  const width = (await log.boundingBox())!.width
  expect(bubble.width).toBeLessThanOrEqual(width * 0.75 + 1)
  expect(bubble.width).toBeGreaterThan(width * 0.6)
}

/** Types a message and sends it with Enter, as a keyboard user would; the box empties on success. */
async function send(scope: Page | Locator, text: string) {
  const box = scope.getByPlaceholder('Skriv ett meddelande...')
  await box.fill(text)
  await box.press('Enter')
  await expect.poll(() => box.inputValue()).toBe('')
}

/** Presses Tab until `target` has focus (a bounded number of times): the keyboard user's way there. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let n = 0; n < limit; n++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target}`)
}

/**
 * Issue 15, 'keyboard only works': the item's comments opened, written in and closed with keys
 * alone (no clicks), and focus back on the button that opened them.
 */
async function commentByKeyboard(page: Page, id: string) {
  await page.goto(`/my-account/submissions/${id}`)
  const button = page
    .getByRole('button', { name: /^Kommentarer/ })
    .filter({ visible: true })
    .first()
  await button.waitFor()
  await tabTo(page, button)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Kommentarer för artikel: Mycket bra (1)' })
  await dialog.waitFor()
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  await tabTo(page, dialog.getByRole('textbox', { name: 'Meddelande' }), 5)
  await page.keyboard.type('Skrivet med tangentbordet.')
  await page.keyboard.press('Enter')
  await dialog.getByRole('log').getByText('Skrivet med tangentbordet.').waitFor()
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
  await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true)
}

describe('chat between a member and staff', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`staff and member talk live per submission and per item (${viewports[viewport].width} px)`, async () => {
      const member = await stack.newPage({ viewport })
      const { firstName } = await signUpVerified(stack, member, viewport === 'desktop' ? 'Greta' : 'Nils')
      const id = await createSubmission(member)
      const reference = id.slice(0, 8)

      // The member is on their list when staff writes the first message: 'Nya' appears live.
      await member.goto('/my-account#submissions')
      const listRow = member
        .getByRole('row')
        .or(member.getByRole('listitem'))
        .filter({ hasText: reference })
        .filter({ visible: true })
        .first()
      await listRow.getByText('Inga nya meddelanden').waitFor()

      await staff.goto(`/admin/submissions/${id}`)
      await staff.getByRole('tab', { name: /Meddelanden/ }).click()
      await staff.getByText('Inga meddelanden än. Starta en konversation!').waitFor()
      await send(staff, 'Hej! Vi har tittat på dina plagg.')
      await chatLog(staff).getByText('Hej! Vi har tittat på dina plagg.').waitFor()

      await listRow.getByText('Nya', { exact: true }).waitFor(LIVE)
      await listRow.getByText('Olästa meddelanden').waitFor()
      await screenshot(member, `chat-list-unread-${viewport}`)

      // Opening the submission shows and reads it; the next staff message arrives on the open page.
      await member.goto(`/my-account/submissions/${id}`)
      await chatLog(member).getByText('Hej! Vi har tittat på dina plagg.').waitFor()
      await send(staff, QUESTION)
      await chatLog(member).getByText(QUESTION).waitFor(LIVE)
      await chatLog(member).getByText('Admin').first().waitFor()
      await expectBubbleCapped(chatLog(member), QUESTION)
      await screenshot(member, `chat-member-${viewport}`)
      await expectNoAxeViolations(member)

      // The member answers from the item's comments dialog; staff's item shows an unread dot.
      await member
        .getByRole('button', { name: /^Kommentarer/ })
        .filter({ visible: true })
        .first()
        .click()
      const dialog = member.getByRole('dialog', { name: 'Kommentarer för artikel: Mycket bra (1)' })
      await dialog.waitFor()
      // Spec §9: the item dialog is at most 600 px wide.
      expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(600)
      await send(dialog, ANSWER)
      await dialog.getByText(ANSWER).waitFor()
      await dialog.getByText('Du', { exact: true }).first().waitFor()
      await expectBubbleCapped(dialog.getByRole('log'), ANSWER)
      await screenshot(member, `chat-item-dialog-${viewport}`, { fullPage: false })
      await dialog.getByRole('button', { name: 'Stäng' }).click()

      await staff.getByRole('tab', { name: /Föremål/ }).click()
      const itemButton = staff
        .getByRole('button', { name: /^Kommentarer/ })
        .filter({ visible: true })
        .first()
      await itemButton.getByText('Olästa kommentarer').waitFor(LIVE)
      await screenshot(staff, `chat-staff-items-${viewport}`)

      // Staff reads it: the dot goes away; the member's own message is labelled with their name.
      await itemButton.click()
      const staffDialog = staff.getByRole('dialog', { name: 'Kommentarer för artikel: Mycket bra (1)' })
      await staffDialog.getByText(ANSWER).waitFor()
      await staffDialog
        .getByText(new RegExp(`^${firstName}`))
        .first()
        .waitFor()
      await staffDialog.getByRole('button', { name: 'Stäng' }).click()
      await expect.poll(() => itemButton.getByText('Olästa kommentarer').count(), LIVE).toBe(0)

      // The member read both staff messages on the open page: the list says so.
      await member.goto('/my-account#submissions')
      await listRow.getByText('Inga nya meddelanden').waitFor()
      if (viewport === 'desktop') await commentByKeyboard(member, id)
      await member.context().close()
    })
  }

  it('shows staff the submission chat on a phone too', async () => {
    const phoneStaff = await staff.context().newPage()
    await phoneStaff.setViewportSize(viewports.phone)
    await phoneStaff.goto('/admin/submissions')
    await phoneStaff
      .getByRole('link', { name: /Visa detaljer/ })
      .first()
      .waitFor()
    await screenshot(phoneStaff, 'chat-staff-list-phone')
    await expectNoAxeViolations(phoneStaff)
    await phoneStaff.close()
  })
})
