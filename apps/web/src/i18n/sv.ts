import { cart } from './sv/cart'
import { common } from './sv/common'
import { shell } from './sv/shell'
import { ui } from './sv/ui'

/**
 * Every Swedish UI text, in one typed catalogue. Each feature keeps its section in `./sv/<feature>.ts`
 * and adds it here; components read `sv.<section>.<key>`, never literals.
 */
export const sv = {
  common,
  shell,
  cart,
  ui,
} as const

/**
 * Sections read only by lazy pages are imported from `./sv/<section>.ts` by those pages, not
 * spread into `sv`: everything in `sv` is in the entry chunk every visitor downloads first.
 * - `./sv/content.ts`, `auth.ts`, `catalog.ts`, `account.ts`, `membership.ts`: texts of lazy storefront
 *   pages only (ADR 036: the entry chunk keeps the shell's sections).
 * - `./sv/submissions.ts`: the member's submissions (the #submissions tab and its detail page).
 * - `./sv/chat.ts`: the chat between a member and staff (`components/chat/`, both sides).
 * - `./sv/admin-submissions.ts`: staff's submissions pages (the back-office chunk).
 * - `./sv/admin-submission-list.ts`: staff's submissions list: stat cards, filters, columns.
 * - `./sv/admin-shell.ts`: the back-office frame, placeholder pages and staff profile.
 * - `./sv/admin-dashboard.ts`: the back-office overview (/admin).
 * - `./sv/admin-settings.ts`: the shop's details form (/admin/settings).
 * - `./sv/admin-categories.ts`: staff's categories page (the back-office chunk).
 * - `./sv/admin-products.ts`: staff's products page (the back-office chunk).
 * - `./sv/admin-orders.ts`: staff's orders pages (the back-office chunk).
 * - `./sv/admin-email.ts`: staff's e-mail form (orders, and the submissions review).
 */
export type Catalogue = typeof sv & {
  membership: typeof import('./sv/membership').membership
  account: typeof import('./sv/account').account
  catalog: typeof import('./sv/catalog').catalog
  auth: typeof import('./sv/auth').auth
  content: typeof import('./sv/content').content
  submissions: typeof import('./sv/submissions').submissions
  chat: typeof import('./sv/chat').chat
  adminSubmissions: typeof import('./sv/admin-submissions').adminSubmissions
  adminShell: typeof import('./sv/admin-shell').adminShell
  adminDashboard: typeof import('./sv/admin-dashboard').adminDashboard
  adminSettings: typeof import('./sv/admin-settings').adminSettings
  adminCategories: typeof import('./sv/admin-categories').adminCategories
  adminProducts: typeof import('./sv/admin-products').adminProducts
  adminOrders: typeof import('./sv/admin-orders').adminOrders
  adminEmail: typeof import('./sv/admin-email').adminEmail
}
