import { account } from './sv/account'
import { auth } from './sv/auth'
import { cart } from './sv/cart'
import { catalog } from './sv/catalog'
import { common } from './sv/common'
import { content } from './sv/content'
import { membership } from './sv/membership'
import { shell } from './sv/shell'
import { submissions } from './sv/submissions'
import { ui } from './sv/ui'

/**
 * Every Swedish UI text, in one typed catalogue. Each feature keeps its section in `./sv/<feature>.ts`
 * and adds it here; components read `sv.<section>.<key>`, never literals.
 */
export const sv = {
  common,
  shell,
  auth,
  content,
  catalog,
  cart,
  account,
  membership,
  submissions,
  ui,
} as const

export type Catalogue = typeof sv
