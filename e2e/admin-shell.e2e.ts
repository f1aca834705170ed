import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoAxeViolations, type Stack, screenshot, startStack } from './harness.js'
import { staffOnlyFiles } from './staff-chunks.js'
import { loginThroughForm, signUpVerified, uniqueEmail } from './support.js'

// Staff's frame around every back-office page: the overview with real figures, the menu (a
// drawer on phones), the user menu and the shop's settings, which the storefront shows at once.
const staffEmail = uniqueEmail('personal')
let stack: Stack
let staff: Page
let staffPassword = ''

beforeAll(async () => {
  stack = await startStack({ adminEmails: [staffEmail] })
  staff = await stack.newPage({ viewport: 'desktop' })
  staffPassword = (await signUpVerified(stack, staff, 'Stina', staffEmail)).password
})
afterAll(async () => {
  await stack?.stop()
})

/** The figure under a stat card's label. */
const stat = (page: Page, label: string) =>
  page
    .locator('dl')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')

describe('the back-office shell', () => {
  it('keeps a member and a visitor out without their browsers fetching any staff code', async () => {
    const staffFiles = staffOnlyFiles()
    /** The staff-only files a page requests from now on. */
    const staffRequests = (page: Page) => {
      const seen: string[] = []
      page.on('request', (req) => {
        const file = new URL(req.url()).pathname.slice(1)
        if (staffFiles.has(file)) seen.push(file)
      })
      return seen
    }

    const member = await stack.newPage({ viewport: 'phone' })
    await signUpVerified(stack, member, 'Maja')
    const memberSaw = staffRequests(member)
    for (const path of ['/admin', '/admin/products']) {
      await member.goto(path)
      await member.waitForURL((url) => url.pathname === '/')
      await member.getByRole('main').waitFor()
      expect(await member.getByRole('navigation', { name: 'Personalmeny' }).count()).toBe(0)
    }
    expect(memberSaw).toEqual([])

    const visitor = await stack.newPage({ viewport: 'phone' })
    const visitorSaw = staffRequests(visitor)
    await visitor.goto('/admin/products')
    await visitor.waitForURL((url) => url.pathname === '/login')
    await visitor.getByRole('button', { name: 'Logga in' }).waitFor()
    expect(visitorSaw).toEqual([])

    // Staff do get the back-office (and the list of staff files is not empty by mistake).
    const staffSaw = staffRequests(staff)
    await staff.goto('/admin/products')
    await staff.getByRole('heading', { level: 1, name: 'Produkter' }).waitFor()
    expect(staffSaw.some((file) => file.includes('admin-layout'))).toBe(true)
    expect(staffSaw.some((file) => file.includes('products'))).toBe(true)
  })

  it('shows staff the overview with real figures and a chart on desktop', async () => {
    await staff.goto('/admin')
    await staff.getByRole('heading', { level: 1, name: 'Välkommen, Stina!' }).waitFor()
    // Maja is the one member; both accounts got welcome points, but only members' count as in
    // circulation (not staff's own).
    await expect.poll(() => stat(staff, 'Medlemmar').textContent()).toBe('1')
    expect((await stat(staff, 'Poäng i omlopp').textContent())?.replace(/\s/g, ' ')).toBe('100')
    expect(await stat(staff, 'Nya ordrar').textContent()).toBe('0')
    await staff.getByRole('img', { name: /^Stapeldiagram över de senaste 12 veckorna/ }).waitFor()
    const menu = staff.getByRole('navigation', { name: 'Personalmeny' })
    expect(await menu.getByRole('link', { name: 'Översikt' }).getAttribute('aria-current')).toBe('page')
    await staff.getByRole('button', { name: 'Visa som tabell' }).click()
    await staff.getByRole('table', { name: /Ordrar och inlämningar per vecka/ }).waitFor()
    await screenshot(staff, 'admin-overview-desktop')
    await expectNoAxeViolations(staff)
  })

  it('changes the opening hours in Inställningar and the storefront footer shows them', async () => {
    await staff.goto('/admin')
    await staff.getByRole('button', { name: /^Användarmeny för Stina/ }).click()
    await staff.getByRole('link', { name: 'Inställningar' }).click()
    await staff.getByRole('heading', { level: 1, name: 'Inställningar' }).waitFor()
    const hours = staff.getByLabel(/^Öppettider/)
    expect(await hours.inputValue()).toBe('Mån–fre 09:00–18:00\nLör–sön 10:00–16:00')
    await hours.fill('Mån–tors 10:00–17:00\nFre 10:00–15:00\nHelger stängt')
    await staff.getByRole('button', { name: 'Spara inställningar' }).click()
    await staff.getByText('Inställningarna har sparats.').waitFor()
    await screenshot(staff, 'admin-settings-saved', { fullPage: false })
    await expectNoAxeViolations(staff)

    // Through the shell's link: the storefront's footer at once…
    await staff.getByRole('link', { name: 'Till butiken' }).first().click()
    await staff.waitForURL((url) => url.pathname === '/')
    const footer = staff.getByRole('contentinfo')
    await footer.getByText('Helger stängt').waitFor()
    // …and for anyone loading the shop afresh (the server reads the database).
    const visitor = await stack.newPage({ viewport: 'phone' })
    await visitor.goto('/contact')
    await visitor.getByRole('contentinfo').getByText('Mån–tors 10:00–17:00').waitFor()
    expect(await visitor.getByRole('contentinfo').getByText('Mån–fre 09:00–18:00').count()).toBe(0)
    await visitor.getByRole('main').getByText('Fre', { exact: true }).waitFor()
  })

  it('uses the drawer menu on a phone', async () => {
    const phone = await stack.newPage({ viewport: 'phone' })
    await phone.goto('/')
    await phone.getByRole('button', { name: 'Acceptera' }).click()
    await loginThroughForm(phone, staffEmail, staffPassword)
    await phone.goto('/admin')
    await phone.getByRole('heading', { level: 1, name: 'Välkommen, Stina!' }).waitFor()
    await expect.poll(() => stat(phone, 'Medlemmar').textContent()).toBe('1')
    // The side menu is off-screen on a phone; the menu button opens it as a drawer.
    expect(await phone.getByRole('navigation', { name: 'Personalmeny' }).isVisible()).toBe(false)
    await screenshot(phone, 'admin-overview-phone')
    await expectNoAxeViolations(phone)
    await phone.getByRole('button', { name: 'Öppna menyn' }).click()
    const drawer = phone.getByRole('dialog', { name: 'Meny' })
    await drawer.getByRole('link', { name: 'Inlämningar' }).waitFor()
    await screenshot(phone, 'admin-drawer-phone', { fullPage: false })
    await expectNoAxeViolations(phone)
    await drawer.getByRole('link', { name: 'Inlämningar' }).click()
    await phone.waitForURL((url) => url.pathname === '/admin/submissions')
    await phone.getByRole('heading', { level: 1, name: 'Inlämningar' }).waitFor()
    await expect.poll(() => drawer.isVisible()).toBe(false)
  })
})
