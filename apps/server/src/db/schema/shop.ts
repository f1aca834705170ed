import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { products } from './catalog.js'
import { users } from './users.js'

const cartColumns = () => ({
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const cartItems = pgTable('cart_items', cartColumns(), (t) => [
  primaryKey({ columns: [t.userId, t.productId] }),
])

export const wishlistItems = pgTable('wishlist_items', cartColumns(), (t) => [
  primaryKey({ columns: [t.userId, t.productId] }),
])

/** Human-readable order numbers: 10001, 10002, ... */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 10001 })

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: integer('order_number').notNull().default(sql`nextval('order_number_seq')`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** 0 Beställd, 1 Behandlas, 2 Skickad, 3 Levererad, 4 Avbruten. */
    status: smallint('status').notNull().default(0),
    totalPoints: integer('total_points').notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted by staff: hidden from every list, kept (with its ledger entries) for the books. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.orderNumber),
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    // The dashboard's orders per week.
    index('orders_created_idx').on(t.createdAt),
    check('orders_status_check', sql`${t.status} between 0 and 4`),
    check('orders_total_check', sql`${t.totalPoints} >= 0`),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** Points paid, copied from the product when the order was placed. */
    price: integer('price').notNull(),
    productName: text('product_name').notNull(),
    size: text('size').notNull().default(''),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
)

/** A mail staff sent about an order (who, to whom, what, when), with the body as sent. */
export const orderEmails = pgTable(
  'order_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sentBy: uuid('sent_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** The body as sent: the sanitised HTML when isHtml, else the text ('' for mails sent before it was kept). */
    body: text('body').notNull().default(''),
    isHtml: boolean('is_html').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_emails_order_idx').on(t.orderId, t.createdAt)],
)

/** Append-only: the balance is the sum of deltas. sourceRef makes each movement happen once. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    delta: integer('delta').notNull(),
    reason: text('reason', {
      enum: ['welcome', 'order', 'refund', 'submission', 'demo', 'adjustment'],
    }).notNull(),
    sourceRef: text('source_ref').notNull(),
    /** Staff's reason for an adjustment, shown to the member in their history. */
    note: text('note'),
    /** The admin who made an adjustment (kept as null if that account goes). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('points_ledger_source_idx').on(t.sourceRef),
    index('points_ledger_user_idx').on(t.userId),
  ],
)

export const memberships = pgTable('memberships', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
  customerId: text('customer_id'),
  subscriptionId: text('subscription_id'),
  /** Provider status: active, trialing, past_due, canceled, incomplete, ... */
  status: text('status').notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId)],
)

/** Payment webhook events, stored by id so each is applied once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})
