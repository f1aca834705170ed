import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoAxeViolations, type Stack, screenshot, startStack, viewports } from './harness.js'
import { loginThroughForm, type Member, signUpVerified, uniqueEmail } from './support.js'

// A member downloads everything stored about them, deletes the account, and cannot sign in again (ADR 033).
const DELETED = 'Ditt konto är raderat. Tack för att du har bytt kläder med oss!'
const WRONG = 'Fel lösenord. Kontot har inte raderats.'

const staffEmail = uniqueEmail('personal')
let stack: Stack
let staff: Member
beforeAll(async () => {
  stack = await startStack({ adminEmails: [staffEmail] })
  staff = await signUpVerified(stack, await stack.newPage(), 'Stina', staffEmail)
})
afterAll(async () => {
  await stack?.stop()
})

/**
 * Records every text that appears in a toast from now on: a success toast stays 2 s, so the
 * journey checks what was shown instead of racing the timer.
 */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { __toasts: string[] }).__toasts = seen
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-sonner-toast]')) {
        const text = el.textContent?.trim() ?? ''
        if (text && !seen.includes(text)) seen.push(text)
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts)
}

describe.each(Object.keys(viewports) as (keyof typeof viewports)[])(
  'my data and my account (%s)',
  (viewport) => {
    it("downloads 'Mina uppgifter', deletes the account with its password, and cannot sign in again", async () => {
      const page = await stack.newPage({ viewport })
      const member = await signUpVerified(stack, page, viewport === 'phone' ? 'Tove' : 'Sixten')
      // Something of theirs beyond the profile: a submission.
      await page.goto('/my-account#submissions')
      await page.getByRole('button', { name: 'Skapa ny inlämning' }).click()
      await page.waitForURL((url) => url.pathname.startsWith('/my-account/submissions/'))
      const submissionId = page.url().split('/').pop()!

      await page.goto('/my-account#privacy')
      await page.getByRole('heading', { level: 2, name: 'Mina uppgifter' }).waitFor()
      await screenshot(page, `account-privacy-${viewport}`)
      await expectNoAxeViolations(page)

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Ladda ner mina uppgifter' }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(/^klädbyte-mina-uppgifter-\d{4}-\d{2}-\d{2}\.json$/)
      const data = JSON.parse(await readFile((await download.path())!, 'utf8'))
      expect(data.profile).toMatchObject({
        email: member.email,
        firstName: member.firstName,
        personnummer: '199001011239',
      })
      expect(data.submissions.map((s: { id: string }) => s.id)).toEqual([submissionId])
      expect(data.mails.map((m: { subject: string }) => m.subject)).toContain(
        'Bekräfta din e-postadress hos Klädbyte',
      )

      await page.getByRole('button', { name: 'Radera mitt konto' }).click()
      const dialog = page.getByRole('dialog', { name: 'Radera ditt konto?' })
      await dialog.waitFor()
      await dialog.getByLabel('Lösenord').fill('inte-mitt-lösenord')
      await dialog.getByRole('button', { name: 'Radera kontot' }).click()
      await dialog.getByText(WRONG).waitFor()
      await screenshot(page, `account-delete-dialog-${viewport}`, { fullPage: false })
      await expectNoAxeViolations(page)

      const toasts = await recordToasts(page)
      await dialog.getByLabel('Lösenord').fill(member.password)
      await dialog.getByRole('button', { name: 'Radera kontot' }).click()
      await page.waitForURL((url) => url.pathname === '/')
      await expect.poll(toasts).toContain(DELETED)
      const mail = await stack.waitForMail(member.email, /^Ditt konto hos .+ är raderat$/)
      expect(mail.text).toContain('Dina beställningar och din poänghistorik sparas')

      // Signed out: the account page asks for a login, and the old password no longer works.
      await page.goto('/my-account')
      await page.waitForURL((url) => url.pathname === '/login')
      await page.getByLabel('E-postadress', { exact: true }).first().fill(member.email)
      await page.getByLabel('Lösenord', { exact: true }).fill(member.password)
      await page.getByRole('button', { name: 'Logga in', exact: true }).click()
      await page.getByText('Fel email eller lösenord').first().waitFor()
      expect(new URL(page.url()).pathname).toBe('/login')
      await screenshot(page, `account-deleted-login-${viewport}`)
      await expectNoAxeViolations(page)
      await page.context().close()

      // Staff still find the account, as 'Raderad', with nothing personal left on it.
      const admin = await stack.newPage({ viewport })
      await admin.goto('/')
      await loginThroughForm(admin, staff.email, staff.password)
      await admin.goto(`/admin/users?search=${data.profile.id}`)
      const details = admin
        .getByRole('button', { name: 'Visa detaljer för Raderad användare' })
        .filter({ visible: true })
      await details.waitFor()
      await admin.getByText('Raderad', { exact: true }).filter({ visible: true }).first().waitFor()
      await details.click()
      const staffDialog = admin.getByRole('dialog', { name: 'Raderad användare' })
      await staffDialog.getByText('Kunden har raderat sitt konto.', { exact: false }).waitFor()
      expect(await staffDialog.getByText(member.email).count()).toBe(0)
      await screenshot(admin, `admin-customer-deleted-${viewport}`, { fullPage: false })
      await expectNoAxeViolations(admin)
      await admin.context().close()
    })
  },
)
