import { account } from './sv/account'
import { cart } from './sv/cart'
import { catalog } from './sv/catalog'
import { common } from './sv/common'
import { content } from './sv/content'
import { membership } from './sv/membership'

/**
 * Every Swedish UI text, in one typed catalogue. Each feature keeps its section in `./sv/<feature>.ts`
 * and adds it here; components read `sv.<section>.<key>`, never literals.
 */
export const sv = {
  common,
  content,
  catalog,
  cart,
  account,
  membership,
} as const

export type Catalogue = typeof sv
