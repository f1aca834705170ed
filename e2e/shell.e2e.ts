import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoAxeViolations, type Stack, screenshot, startStack, viewports } from './harness.js'
import { acceptCookies } from './support.js'

let stack: Stack
beforeAll(async () => {
  stack = await startStack({ seedDemo: 'always' })
})
afterAll(async () => {
  await stack?.stop()
})

describe('the storefront frame', () => {
  it('shows the not-found page for unknown paths (served with status 200 by the fallback)', async () => {
    const page = await stack.newPage()
    const res = await page.goto('/finns/inte/alls')
    expect(res?.status()).toBe(200)
    await page.getByRole('heading', { name: 'Oops! Kunde inte hitta sidan!' }).waitFor()
    await page.getByRole('link', { name: 'Logga in' }).last().click()
    await page.waitForURL('**/login')
    await page.getByRole('heading', { level: 1, name: 'Logga in' }).waitFor()
    expect(await page.getByRole('button', { name: 'Logga in', exact: true }).isVisible()).toBe(true)
    await page.context().close()
  })

  it('links Dam and Barn to their categories and searches the shop', async () => {
    const page = await stack.newPage()
    await page.goto('/')
    const categories = (await (await fetch(`${stack.baseUrl}/api/category`)).json()) as {
      id: string
      name: string
    }[]
    const nav = page.getByRole('navigation', { name: 'Huvudmeny' })
    for (const name of ['Dam', 'Barn']) {
      const category = categories.find((c) => c.name === name)
      const link = nav.getByRole('link', { name, exact: true })
      // The link points at the whole shop until the categories have loaded.
      await expect.poll(() => link.getAttribute('href')).toBe(category ? `/shop/${category.id}` : '/shop')
    }

    await page.getByRole('button', { name: 'Sök' }).click()
    const dialog = page.getByRole('dialog', { name: 'Sök' })
    await dialog.waitFor()
    const box = dialog.getByRole('searchbox')
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true)
    await box.fill('   ')
    await box.press('Enter')
    expect(new URL(page.url()).pathname).toBe('/')
    await box.fill('  blå jacka ')
    await box.press('Enter')
    await page.waitForURL((url) => url.pathname === '/shop')
    expect(new URL(page.url()).searchParams.get('search')).toBe('blå jacka')
    expect(await dialog.isVisible()).toBe(false)
    await page.context().close()
  })

  it('opens panels as dialogs: Esc closes and focus returns', async () => {
    const page = await stack.newPage()
    await page.goto('/about')
    const cartButton = page.getByRole('button', { name: /^Varukorg/ })
    await cartButton.click()
    await page.getByRole('dialog', { name: 'Varukorg' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog', { name: 'Varukorg' }).waitFor({ state: 'hidden' })
    expect(await cartButton.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.getByRole('button', { name: /^Önskelista/ }).click()
    await page.getByRole('dialog', { name: 'Önskelista' }).waitFor()
    await page.context().close()
  })

  it('has a working mobile menu at phone width', async () => {
    const page = await stack.newPage({ viewport: 'phone' })
    await page.goto('/')
    expect(await page.getByRole('navigation', { name: 'Huvudmeny' }).isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Öppna menyn' }).click()
    const menu = page.getByRole('dialog', { name: 'Meny' })
    await menu.waitFor()
    for (const name of ['Hem', 'Dam', 'Barn', 'Guide', 'Om Oss', 'Kontakt'])
      expect(await menu.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true)
    await screenshot(page, 'mobile-menu-phone', { fullPage: false })
    await menu.getByRole('link', { name: 'Om Oss' }).click()
    await page.waitForURL('**/about')
    await menu.waitFor({ state: 'hidden' })
    // Nothing sticks out sideways at 360 px.
    await page.setViewportSize({ width: 360, height: 740 })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await screenshot(page, 'about-360', { fullPage: false })
    await page.context().close()
  })

  it('remembers the cookie acceptance', async () => {
    const page = await stack.newPage()
    await page.goto('/')
    await page.getByTestId('cookie-notice').waitFor()
    await acceptCookies(page)
    expect(await page.getByTestId('cookie-notice').count()).toBe(0)
    await page.reload()
    await page.getByRole('contentinfo').waitFor()
    expect(await page.getByTestId('cookie-notice').count()).toBe(0)
    await page.context().close()
  })

  it('has no serious accessibility problems on the sign-in pages', async () => {
    const page = await stack.newPage()
    for (const path of [
      '/',
      '/login',
      '/register/ny@example.com',
      '/lost-password',
      '/reset-password/abc',
      '/finns-inte',
    ]) {
      await page.goto(path)
      await page.locator('main h1').first().waitFor()
      await expectNoAxeViolations(page)
    }
    await page.context().close()
  })

  it("logs no console error and breaks no CSP rule on a visitor's pages (Lighthouse best practices)", async () => {
    const search = (await (await fetch(`${stack.baseUrl}/api/products/search?page=1&pageSize=1`)).json()) as {
      items: { id: string }[]
    }
    for (const path of ['/', '/shop', `/product/${search.items[0]!.id}`, '/login']) {
      const page = await stack.newPage({ viewport: 'phone' })
      const errors: string[] = []
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(`${path}: ${m.text()} ${m.location().url}`)
      })
      page.on('pageerror', (err) => errors.push(`${path}: ${err.message}`))
      // A blocked eval that the page catches still shows up in DevTools' Issues panel.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`CSP: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
        )
      })
      await page.goto(path)
      await page.locator('main h1').first().waitFor()
      await page.waitForLoadState('networkidle')
      expect(errors).toEqual([])
      await page.context().close()
    }
  })

  it('takes screenshots of home, login and register at desktop and phone width', async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const page = await stack.newPage({ viewport: viewport })
      await page.goto('/')
      await acceptCookies(page)
      for (const [page_, path] of [
        ['home', '/'],
        ['login', '/login'],
        ['register', '/register/anna@example.com'],
      ] as const) {
        await page.goto(path)
        await page.locator('main h1').first().waitFor()
        await page.waitForLoadState('networkidle')
        await screenshot(page, `${page_}-${name}`)
      }
      await page.context().close()
    }
  })
})
