import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoAxeViolations, type Stack, screenshot, startStack, viewports } from './harness.js'
import { loginThroughForm, type Member, signUpVerified, uniqueEmail } from './support.js'

// Staff find a member at /admin/users, adjust their points with a reason, and the member's own
// account page shows the new balance and the reason; desktop table and phone cards.
const staffEmail = uniqueEmail('kunder')
let stack: Stack
let staff: Member
beforeAll(async () => {
  stack = await startStack({ adminEmails: [staffEmail] })
  const first = await stack.newPage()
  staff = await signUpVerified(stack, first, 'Karin', staffEmail)
  await first.context().close()
})
afterAll(async () => {
  await stack?.stop()
})

const balanceOf = async (page: Page) => (await page.getByTestId('points-balance').textContent()) ?? ''
const digits = (text: string) => Number(text.replace(/\D/g, ''))

describe('staff customers', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`finds a member and adjusts their points with a reason (${viewports[viewport].width} px)`, async () => {
      const memberPage = await stack.newPage({ viewport })
      const firstName = viewport === 'desktop' ? 'Åsa' : 'Örjan'
      const member = await signUpVerified(stack, memberPage, firstName, uniqueEmail(`kund-${viewport}`))
      await memberPage.goto('/my-account')
      const before = digits(await balanceOf(memberPage))

      const page = await stack.newPage({ viewport })
      await page.goto('/')
      await loginThroughForm(page, staff.email, staff.password)
      await page.goto('/admin/users')
      await page.getByRole('heading', { name: 'Användare', level: 1 }).waitFor()
      await page.getByText('Nya denna månad').waitFor()

      // Search without accents and in capitals, submitted with Enter.
      const search = page.getByRole('searchbox', { name: 'Sök kund' })
      await search.fill(viewport === 'desktop' ? 'ASA' : 'orjan')
      await search.press('Enter')
      await expect.poll(() => page.url()).toContain('search=')
      const details = page
        .getByRole('button', { name: `Visa detaljer för ${firstName} Svensson` })
        .filter({ visible: true })
      await details.waitFor()
      await page.getByText(member.email, { exact: true }).filter({ visible: true }).waitFor()
      await screenshot(page, `admin-customers-list-${viewport}`)
      await expectNoAxeViolations(page)

      await details.click()
      const dialog = page.getByRole('dialog', { name: `${firstName} Svensson` })
      await dialog.getByText('Personnummer').waitFor()
      await dialog.getByText('199001011239').waitFor()

      // Taking more than the balance is refused with the server's message.
      const amount = dialog.getByRole('spinbutton', { name: 'Antal poäng' })
      const reason = dialog.getByRole('textbox', { name: 'Anledning' })
      await amount.fill(String(-(before + 1)))
      await reason.fill('Test av för stort avdrag')
      await dialog.getByRole('button', { name: 'Justera poäng' }).click()
      await dialog.getByText(`Saldot räcker inte: kunden har ${before} poäng.`).waitFor()

      const why = `Tack för fina plagg (${viewport})`
      await amount.fill('250')
      await reason.fill(why)
      await reason.press('Enter')
      await page.getByText(/Poängen har justerats/).waitFor()
      await dialog.getByText(why).waitFor()
      await dialog.getByText('Karin Svensson', { exact: false }).waitFor()
      await screenshot(page, `admin-customers-adjusted-${viewport}`, { fullPage: false })
      await expectNoAxeViolations(page)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })

      // The member sees the new balance and the reason on their own page.
      await memberPage.reload()
      await expect.poll(async () => digits(await balanceOf(memberPage))).toBe(before + 250)
      await memberPage.getByTestId('points-history').getByText(`Justering: ${why}`).waitFor()
      await screenshot(memberPage, `account-points-history-${viewport}`)
      await expectNoAxeViolations(memberPage)
      await page.context().close()
      await memberPage.context().close()
    })
  }

  it('adds a customer by keyboard, who chooses a password from the mail and signs in', async () => {
    const page = await stack.newPage()
    await page.goto('/')
    await loginThroughForm(page, staff.email, staff.password)
    await page.goto('/admin/users')
    const email = uniqueEmail('tillagd')
    await page.getByRole('button', { name: 'Lägg till kund' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Lägg till kund' })
    await dialog.getByRole('textbox', { name: 'Förnamn' }).fill('Tilda')
    await dialog.getByRole('textbox', { name: 'Efternamn' }).fill('Lind')
    await dialog.getByRole('textbox', { name: 'E-post' }).fill(email)
    await dialog.getByRole('textbox', { name: 'E-post' }).press('Enter')
    await page.getByText(`Ett mejl med en länk för att välja lösenord har skickats till ${email}`).waitFor()
    await dialog.waitFor({ state: 'hidden' })
    await page
      .getByRole('button', { name: 'Visa detaljer för Tilda Lind' })
      .filter({ visible: true })
      .waitFor()
    await expectNoAxeViolations(page)

    // The same e-mail again is refused with the server's message.
    await page.getByRole('button', { name: 'Lägg till kund' }).click()
    await dialog.getByRole('textbox', { name: 'Förnamn' }).fill('Tilda')
    await dialog.getByRole('textbox', { name: 'Efternamn' }).fill('Lind')
    await dialog.getByRole('textbox', { name: 'E-post' }).fill(email.toUpperCase())
    await dialog.getByRole('button', { name: 'Lägg till kund' }).click()
    await dialog.getByText('Det finns redan ett konto med den e-postadressen.').waitFor()
    await screenshot(page, 'admin-customers-add-taken-desktop', { fullPage: false })
    await page.context().close()

    const mail = await stack.waitForMail(email, /välj ditt lösenord/)
    const link = mail.links.find((l) => l.includes('/reset-password/'))!
    const person = await stack.newPage()
    await person.goto(link)
    await person.getByLabel('Nytt lösenord', { exact: true }).fill('Tildas-lösen-1')
    await person.getByLabel('Bekräfta nytt lösenord').fill('Tildas-lösen-1')
    await person.getByRole('button', { name: 'Spara nytt lösenord' }).click()
    await person.getByText(/Ditt lösenord har ändrats/).waitFor()
    await loginThroughForm(person, email, 'Tildas-lösen-1')
    await person.context().close()
  })
})
