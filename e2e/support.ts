import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import type { Stack } from './harness.js'

/** A valid personnummer (Luhn-checked) for registrations in journeys. */
export const TEST_PERSONNUMMER = '19900101-1239'

/** A fresh, unique e-mail address for one journey. */
export const uniqueEmail = (name: string) => `${name}.${randomBytes(4).toString('hex')}@example.com`

export interface Member {
  email: string
  password: string
  firstName: string
}

/** Fills and sends the registration form on /register/<email> (the e-mail is prefilled). */
export async function fillRegistration(page: Page, member: Member): Promise<void> {
  const fill = (label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value)
  await fill('Förnamn', member.firstName)
  await fill('Efternamn', 'Svensson')
  await fill('Telefonnummer', '070-123 45 67')
  await fill('Personnummer', TEST_PERSONNUMMER)
  await fill('Lösenord', member.password)
  await fill('Bekräfta lösenord', member.password)
  await fill('Adress', 'Storgatan 12')
  await fill('Postnummer', '111 22')
  await fill('Stad', 'Stockholm')
  await fill('Län', 'Stockholms län')
}

/** Registers through the API (as the form would) and returns the member; the mail still has to be followed. */
export async function registerByApi(baseUrl: string, member: Member): Promise<void> {
  const res = await fetch(`${baseUrl}/api/Users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: member.email,
      password: member.password,
      confirmPassword: member.password,
      socialSecurityNumber: TEST_PERSONNUMMER,
      firstName: member.firstName,
      lastName: 'Svensson',
      phone: '070-123 45 67',
      address: 'Storgatan 12',
      city: 'Stockholm',
      postalCode: '111 22',
      region: 'Stockholms län',
      country: 'Sverige',
    }),
  })
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`)
}

/** Signs in through the login form and waits for the home page. */
export async function loginThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('E-postadress', { exact: true }).first().fill(email)
  await page.getByLabel('Lösenord', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Logga in', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/')
}

/** Accepts the cookie notice so it does not cover what a journey clicks. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Acceptera' }).click()
}

/** Registers through the API, follows the mailed verification link and signs in through the form. */
export async function signUpVerified(
  stack: Stack,
  page: Page,
  firstName: string,
  email = uniqueEmail(firstName.toLowerCase()),
): Promise<Member> {
  const member = { email, password: 'Sommar-2025!', firstName }
  await registerByApi(stack.baseUrl, member)
  const mail = await stack.waitForMail(member.email, /Bekräfta din e-postadress/)
  const link = mail.links.find((l) => l.includes('/verify-email/'))
  if (!link) throw new Error(`no verification link in the mail to ${member.email}`)
  await page.goto(link)
  await page.getByText('Email verifierad.').waitFor()
  await acceptCookies(page)
  await loginThroughForm(page, member.email, member.password)
  return member
}

/** A call from inside the page (cookie session and CSRF header), for setup the journey is not about. */
export async function pageApi<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = ((await (await fetch('/api/csrfToken')).json()) as { token: string }).token
      const headers: Record<string, string> = { 'x-csrf-token': token }
      if (body !== undefined) headers['content-type'] = 'application/json'
      const res = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: res.status, body: (await res.json()) as T }
    },
    { method, path, body },
  )
}

/** The balance the header shows ('Ditt saldo: N poäng'), as the page has it now. */
export async function headerPoints(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-points').first().textContent()) ?? ''
  return Number(text.replace(/\D/g, ''))
}
