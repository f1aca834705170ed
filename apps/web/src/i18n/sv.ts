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

/*
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
