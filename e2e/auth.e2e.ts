import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoAxeViolations, type Stack, screenshot, startStack } from './harness.js'
import { acceptCookies, fillRegistration, loginThroughForm, registerByApi, uniqueEmail } from './support.js'

let stack: Stack
beforeAll(async () => {
  stack = await startStack()
})
afterAll(async () => {
  await stack?.stop()
})

describe('sign-in journeys', () => {
  it('registers, verifies by mail, signs in and out', async () => {
    const member = { email: uniqueEmail('anna'), password: 'Sommar-2025!', firstName: 'Anna' }
    const page = await stack.newPage()
    await page.goto('/login')
    await acceptCookies(page)

    // The login page's register box leads to the form with the e-mail prefilled.
    const registerButton = page.getByRole('button', { name: 'Skapa konto' })
    await page.getByLabel('E-postadress').nth(1).fill('anna@example')
    expect(await registerButton.isDisabled()).toBe(true)
    await page.getByLabel('E-postadress').nth(1).fill(member.email)
    await registerButton.click()
    await page.waitForURL(`**/register/${encodeURIComponent(member.email)}`)
    await page.getByRole('heading', { name: 'Skapa konto', level: 1 }).waitFor()
    expect(await page.getByLabel('E-postadress').inputValue()).toBe(member.email)
    expect(await page.getByTestId('country').textContent()).toBe('Sverige')

    const submit = page.getByRole('button', { name: 'Skapa konto' })
    expect(await submit.isDisabled()).toBe(true)
    await fillRegistration(page, member)
    await submit.click()
    await page.getByRole('heading', { name: 'Tack för din registrering!' }).waitFor()
    expect(await page.getByRole('status').textContent()).toMatch(/skickat ett mejl till din e-postadress/i)

    const mail = await stack.waitForMail(member.email, /Bekräfta din e-postadress/)
    const verifyLink = mail.links.find((l) => l.includes('/verify-email/'))
    expect(verifyLink).toBeDefined()
    await page.goto(verifyLink!)
    await page.getByText('Email verifierad.').waitFor()

    // A wrong password shows the spec's text under the password field.
    await page.goto('/login')
    await page.getByLabel('E-postadress').first().fill(member.email)
    await page.getByLabel('Lösenord').fill('fel-lösenord')
    await page.getByRole('button', { name: 'Logga in', exact: true }).click()
    await page.getByText('Fel email eller lösenord').waitFor()

    await loginThroughForm(page, member.email, member.password)
    await page.getByRole('link', { name: 'Mitt konto' }).waitFor()
    expect(await page.getByTestId('header-points').textContent()).toMatch(/^Ditt saldo: [\d\u00a0]+ poäng$/)
    await screenshot(page, 'header-signed-in-desktop', { fullPage: false })
    await expectNoAxeViolations(page, { include: ['header'] })

    // Opening /login with a valid session goes straight home.
    await page.goto('/login')
    await page.waitForURL((url) => url.pathname === '/')

    await page.goto('/logout')
    await page.waitForURL('**/login')
    await page.getByRole('link', { name: 'Logga in' }).first().waitFor()
    expect(await page.getByTestId('header-points').count()).toBe(0)
    const me = await page.evaluate(() => fetch('/api/Users/UserContext').then((r) => r.status))
    expect(me).toBe(401)
    await page.context().close()
  })

  it('resets a lost password through the mailed link', async () => {
    const member = { email: uniqueEmail('bo'), password: 'Gammalt-123', firstName: 'Bo' }
    await registerByApi(stack.baseUrl, member)
    const page = await stack.newPage({ viewport: 'phone' })
    await page.goto('/lost-password')
    const button = page.getByRole('button', { name: 'Återställ Lösenord' })
    expect(await button.isDisabled()).toBe(true)
    await page.getByLabel('E-postadress').fill(member.email)
    await button.click()
    await page.getByText('Återsätllningslänk har skickats till din email.').waitFor()

    const mail = await stack.waitForMail(member.email, /Återställ ditt lösenord/)
    const resetLink = mail.links.find((l) => l.includes('/reset-password/'))
    expect(resetLink).toBeDefined()
    await page.goto(resetLink!)
    await page.getByLabel('Nytt lösenord', { exact: true }).fill('Nytt-lösen-456')
    await page.getByLabel('Bekräfta nytt lösenord').fill('Annat-lösen-789')
    await page.getByRole('button', { name: 'Spara nytt lösenord' }).click()
    await page.getByText('Lösenorden matchar inte.').waitFor()
    await page.getByLabel('Bekräfta nytt lösenord').fill('Nytt-lösen-456')
    await page.getByRole('button', { name: 'Spara nytt lösenord' }).click()
    await page.getByText(/Ditt lösenord har ändrats/).waitFor()
    await page.getByRole('link', { name: 'Logga in' }).last().click()
    await page.waitForURL('**/login')

    await loginThroughForm(page, member.email, 'Nytt-lösen-456')
    // On a phone the balance is in the menu.
    await page.getByRole('button', { name: 'Öppna menyn' }).click()
    await page
      .getByRole('dialog', { name: 'Meny' })
      .getByText(/^Ditt saldo: [\d\u00a0]+ poäng$/)
      .waitFor()
    await screenshot(page, 'mobile-menu-signed-in-phone', { fullPage: false })
    await page.keyboard.press('Escape')
    // The link works once only.
    await page.goto(resetLink!)
    await page.getByLabel('Nytt lösenord', { exact: true }).fill('Tredje-lösen-000')
    await page.getByLabel('Bekräfta nytt lösenord').fill('Tredje-lösen-000')
    await page.getByRole('button', { name: 'Spara nytt lösenord' }).click()
    await page.getByRole('alert').waitFor()
    await page.context().close()
  })

  it('brings a visitor whom /checkout sent to login back to /checkout', async () => {
    const member = { email: uniqueEmail('cilla'), password: 'Sommar-2025!', firstName: 'Cilla' }
    await registerByApi(stack.baseUrl, member)
    const mail = await stack.waitForMail(member.email, /Bekräfta din e-postadress/)
    const page = await stack.newPage()
    await page.goto(mail.links.find((l) => l.includes('/verify-email/'))!)
    await page.getByText('Email verifierad.').waitFor()

    await page.goto('/checkout')
    await page.waitForURL((url) => url.pathname === '/login')
    await page.getByLabel('E-postadress', { exact: true }).first().fill(member.email)
    await page.getByLabel('Lösenord', { exact: true }).fill(member.password)
    await page.getByRole('button', { name: 'Logga in', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/checkout')
    await page.getByRole('heading', { level: 1, name: 'Din Beställning' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/checkout')

    // A plain visit to /login still ends on the home page.
    await page.goto('/logout')
    await page.waitForURL('**/login')
    await loginThroughForm(page, member.email, member.password)
    expect(new URL(page.url()).pathname).toBe('/')
    await page.context().close()
  })

  it('tells the visitor when a verification link does not work', async () => {
    const page = await stack.newPage()
    await page.goto('/verify-email/not-a-real-token')
    await page.getByText('Kunde inte verifiera email.').waitFor()
    await page.context().close()
  })
})
