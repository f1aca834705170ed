/**
 * A look at every page as a visitor, a member and a staff member would see it, at 390 and 1280 px:
 * the before/after record of a change that should not alter what people see (issue 28).
 *   npm run build && npx tsx e2e/tour.ts <folder>
 *   node scripts/compare-screens.mjs <before folder> <after folder>
 * Not a test: it asserts nothing, so it is not named *.e2e.ts. The demo catalogue is seeded the same
 * way on every run, so two runs differ only where the pages do (and in dates and generated names).
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { startStack, viewports } from './harness.js'
import { pageApi, signUpVerified } from './support.js'

const out = path.resolve(process.argv[2] ?? 'test-results/tour')
/** One staff account per width: an address signs up once. */
const ADMINS = { desktop: 'tour.admin@example.com', phone: 'tour.admin2@example.com' }

const visitorPages = [
  '/',
  '/shop',
  '/about',
  '/guide',
  '/faq',
  '/contact',
  '/terms',
  '/policy',
  '/login',
  '/lost-password',
]
const memberPages = ['/my-account', '/my-account#submissions', '/my-account#orders', '/cart', '/wishlist']
const staffPages = [
  '/admin',
  '/admin/orders',
  '/admin/submissions',
  '/admin/users',
  '/admin/products',
  '/admin/categories',
  '/admin/settings',
  '/admin/profile',
]

async function shoot(page: Page, name: string) {
  // Let lazy images and the toasts of the page's own loading settle.
  await page.waitForLoadState('networkidle').catch(() => {})
  await page.waitForTimeout(400)
  await page.screenshot({ path: path.join(out, `${name}.png`), fullPage: true, animations: 'disabled' })
}

const slug = (url: string) => url.replace(/^\//, '').replace(/[/#]/g, '-') || 'home'

async function main() {
  await mkdir(out, { recursive: true })
  const stack = await startStack({ seedDemo: 'always', adminEmails: Object.values(ADMINS) })
  try {
    const { items: products } = (await (
      await fetch(`${stack.baseUrl}/api/products/search?page=1&pageSize=1`)
    ).json()) as {
      items: { id: string }[]
    }
    const product = products[0] ? [`/product/${products[0].id}`] : []
    for (const size of Object.keys(viewports) as (keyof typeof viewports)[]) {
      const visitor = await stack.newPage({ viewport: size })
      for (const url of [...visitorPages, ...product]) {
        await visitor.goto(url)
        await shoot(visitor, `visitor-${slug(url)}-${size}`)
      }
      await visitor.context().close()

      const member = await stack.newPage({ viewport: size })
      await signUpVerified(stack, member, 'Tova')
      if (products[0]) await pageApi(member, 'POST', '/api/cart', { productId: products[0].id })
      for (const url of [...memberPages, ...product]) {
        await member.goto(url)
        await shoot(member, `member-${slug(url)}-${size}`)
      }
      await member.context().close()

      const staff = await stack.newPage({ viewport: size })
      await signUpVerified(stack, staff, 'Stina', ADMINS[size])
      for (const url of staffPages) {
        await staff.goto(url)
        await shoot(staff, `staff-${slug(url)}-${size}`)
      }
      await staff.context().close()
    }
  } finally {
    await stack.stop()
  }
  process.stdout.write(`screenshots in ${out}\n`)
}

await main()
