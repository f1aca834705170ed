import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoAxeViolations, type Stack, screenshot, startStack } from './harness.js'
import { loginThroughForm, signUpVerified } from './support.js'

// A new member takes out a test-mode membership, sees it gate the checkout, ends it; and the account tabs.
const NOTICE = 'Du behöver ett aktivt medlemskap för att få kunna handla produkter.'
const SAVED = 'Kontouppgifterna har uppdaterats.'
const TABS = [
  ['dashboard', 'Översikt'],
  ['subscribe', 'Medlemskap'],
  ['subscription', 'Medlemskap'],
  ['submissions', 'Dina inlämningar'],
  ['orders', 'Dina beställningar'],
  ['address', 'Adresser'],
  ['account-info', 'Kontouppgifter'],
  ['change-password', 'Byt lösenord'],
] as const

let stack: Stack
beforeAll(async () => {
  stack = await startStack()
})
afterAll(async () => {
  await stack?.stop()
})

const newVerifiedMember = (page: Page, firstName: string) => signUpVerified(stack, page, firstName)

async function openTab(page: Page, hash: string, heading: string) {
  await page.goto(`/my-account#${hash}`)
  await page.getByRole('heading', { level: 2, name: heading }).waitFor()
}

const noticeCount = async (page: Page) => {
  await page.goto('/checkout')
  await page.getByRole('heading', { name: 'Medlemskap' }).waitFor()
  return page.getByText(NOTICE).count()
}

describe('membership and the account area', () => {
  it('takes out a test-mode membership, which opens the checkout, and ends it', async () => {
    const page = await stack.newPage()
    await newVerifiedMember(page, 'Maja')
    expect(await noticeCount(page)).toBe(1)

    await openTab(page, 'subscribe', 'Medlemskap')
    const box = page.getByTestId('test-checkout')
    await box.getByText('Testläge').waitFor()
    expect(await box.locator('input').count()).toBe(0)
    await screenshot(page, 'account-subscribe-test-mode-desktop')
    await expectNoAxeViolations(page)
    await box.getByRole('button', { name: 'Starta medlemskap' }).click()

    await page.waitForURL((url) => url.pathname === '/subscribe-return' && url.searchParams.has('session_id'))
    await page.getByRole('heading', { name: 'Tack för ditt medlemskap!' }).waitFor()
    await page.getByText(/medlemskap är nu aktivt/).waitFor()
    await screenshot(page, 'subscribe-return-complete-desktop')
    await expectNoAxeViolations(page)
    expect(await noticeCount(page)).toBe(0)

    await openTab(page, 'subscription', 'Medlemskap')
    await page.getByText('Ditt medlemskap är aktivt.').waitFor()
    await page.getByText('Gäller till och med').waitFor()
    await screenshot(page, 'account-subscription-active-desktop')
    await page.getByRole('button', { name: 'Avsluta medlemskap' }).click()
    const dialog = page.getByRole('dialog', { name: 'Vill du avsluta ditt medlemskap?' })
    await dialog.waitFor()
    await screenshot(page, 'account-subscription-cancel-dialog-desktop')
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Ja, avsluta' }).click()
    await page.getByRole('button', { name: 'Starta medlemskap' }).waitFor()
    expect(await noticeCount(page)).toBe(1)

    // A session id that is not the member's own is an error, and a missing one too.
    await page.goto('/subscribe-return?session_id=test_cs_not_mine')
    await page.getByText('Kunde inte hämta betalningsstatus.').waitFor({ timeout: 15_000 })
    await page.goto('/subscribe-return')
    await page.getByText('Saknar sessions-ID. Försök igen eller kontakta support.').waitFor()
    await screenshot(page, 'subscribe-return-missing-id-desktop')
    await page.context().close()
  })

  it('opens every tab by URL hash, saves account info and changes the password', async () => {
    const page = await stack.newPage()
    const member = await newVerifiedMember(page, 'Sixten')

    for (const [hash, heading] of TABS) {
      await openTab(page, hash, heading)
      const current = page.getByRole('navigation', { name: 'Kontomeny' }).locator('[aria-current="page"]')
      expect(await current.count()).toBe(1)
      await expectNoAxeViolations(page)
    }
    await openTab(page, 'dashboard', 'Översikt')
    await page.getByText('Hej Sixten!').waitFor()
    await screenshot(page, 'account-dashboard-desktop')

    await openTab(page, 'account-info', 'Kontouppgifter')
    expect(await page.getByLabel('Personnummer', { exact: true }).inputValue()).toBe('19900101-****')
    expect(await page.getByLabel('E-postadress', { exact: true }).getAttribute('readonly')).not.toBeNull()
    await page.getByLabel('Stad', { exact: true }).fill('Göteborg')
    await page.getByRole('button', { name: 'Spara ändringar' }).click()
    await page.getByText(SAVED).waitFor()
    await screenshot(page, 'account-info-saved-desktop')
    await page.reload()
    await page.getByRole('heading', { level: 2, name: 'Kontouppgifter' }).waitFor()
    expect(await page.getByLabel('Stad', { exact: true }).inputValue()).toBe('Göteborg')
    await openTab(page, 'address', 'Adresser')
    expect(await page.getByText(/Göteborg/).count()).toBe(2)

    await openTab(page, 'change-password', 'Byt lösenord')
    const save = page.getByRole('button', { name: 'Spara ändringar' })
    await page.getByLabel(/^Nuvarande lösenord/).fill(member.password)
    await page.getByLabel(/^Nytt lösenord/).fill('Vinter-2026!')
    expect(await save.isDisabled()).toBe(true)
    await page.getByLabel('Bekräfta nytt lösenord').fill('Vinter-2026!')
    await save.click()
    await page.getByText(SAVED).waitFor()
    await screenshot(page, 'account-change-password-desktop')

    await page.goto('/logout')
    await page.waitForURL('**/login')
    await loginThroughForm(page, member.email, 'Vinter-2026!')
    // The new password signed the member in: the header shows their account and balance.
    await page.getByRole('link', { name: 'Mitt konto' }).waitFor()
    expect(await page.getByTestId('header-points').textContent()).toMatch(/^Ditt saldo: [\d\u00a0]+ poäng$/)
    await page.context().close()
  })

  it('works on a phone: the sidebar becomes a scrollable tab bar', async () => {
    const page = await stack.newPage({ viewport: 'phone' })
    await newVerifiedMember(page, 'Ella')
    for (const [hash, heading] of [
      ['dashboard', 'Översikt'],
      ['subscribe', 'Medlemskap'],
      ['account-info', 'Kontouppgifter'],
      ['change-password', 'Byt lösenord'],
    ] as const) {
      await openTab(page, hash, heading)
      await screenshot(page, `account-${hash}-phone`)
    }
    await expectNoAxeViolations(page)
    // No sideways scrolling of the page itself; only the tab bar scrolls.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await page.context().close()
  })
})
