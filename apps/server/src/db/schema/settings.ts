import { sql } from 'drizzle-orm'
import { check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The shop's details as staff saved them (one row, id 1). Until the first save there is no row
 * and the environment's values (`SHOP_NAME`, …, `OPENING_HOURS`) are the answer.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: smallint('id').primaryKey().default(1),
    shopName: text('shop_name').notNull(),
    address: text('address').notNull(),
    returnAddress: text('return_address').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    openingHours: text('opening_hours').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shop_settings_one_row', sql`${t.id} = 1`)],
)
