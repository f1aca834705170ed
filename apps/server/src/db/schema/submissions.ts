import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { categories, products } from './catalog.js'
import { users } from './users.js'

/** A member's submission of garments (backoffice spec §3): 0 Skapad … 4 Avbruten. */
export const submissionRequests = pgTable(
  'submission_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: smallint('status').notNull().default(0),
    /** Set by staff (hög, medium, låg); a member cannot change it. */
    /** '' until staff set one ('Ej angiven'). */
    priority: text('priority').notNull().default(''),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    customerNotes: text('customer_notes').notNull().default(''),
    reviewerNotes: text('reviewer_notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the member was last mailed about unread staff messages (at most one mail an hour). */
    chatNotifiedAt: timestamp('chat_notified_at', { withTimezone: true }),
  },
  (t) => [
    // "Own, newest first" and the staff list by status, newest first.
    index('submission_requests_user_idx').on(t.userId, t.createdAt.desc()),
    index('submission_requests_status_idx').on(t.status, t.createdAt.desc()),
    // The dashboard's submissions sent in per week.
    index('submission_requests_submitted_idx').on(t.submittedAt).where(sql`${t.submittedAt} is not null`),
    check('submission_requests_status_check', sql`${t.status} between 0 and 4`),
  ],
)

export const submissionItems = pgTable(
  'submission_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissionRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    condition: text('condition').notNull().default(''),
    notes: text('notes').notNull().default(''),
    approvalStatus: text('approval_status', { enum: ['awaiting', 'approved', 'denied'] })
      .notNull()
      .default('awaiting'),
    /** Set by staff when they review the item; null until then. */
    pointsAwarded: integer('points_awarded'),
    /** The garment type staff chose when reviewing: the points guide's default and the product's category. */
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** When staff confirmed the garment arrived; the points below were credited in that transaction. */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** Points credited to the member for this item (its ledger entry is `submission-item:{id}`). */
    creditedPoints: integer('credited_points'),
    /** The shop product made from this item; an item becomes at most one product. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('submission_items_submission_idx').on(t.submissionId, t.position),
    check('submission_items_points_check', sql`${t.pointsAwarded} is null or ${t.pointsAwarded} >= 0`),
    check(
      'submission_items_credit_check',
      sql`(${t.receivedAt} is null) = (${t.creditedPoints} is null) and coalesce(${t.creditedPoints}, 0) >= 0`,
    ),
    uniqueIndex('submission_items_product_idx').on(t.productId).where(sql`${t.productId} is not null`),
  ],
)

/** Item photos: private renditions under `storage_key` (ADR 011). */
export const submissionItemImages = pgTable(
  'submission_item_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => submissionItems.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    widths: integer('widths').array().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    main: boolean('main').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('submission_item_images_item_idx').on(t.itemId, t.position),
    // Exactly one main per item is kept by the service; the database refuses a second one.
    uniqueIndex('submission_item_images_main_idx').on(t.itemId).where(sql`${t.main}`),
  ],
)

/** A mail staff sent about a submission (who, to whom, what, when), with the body as sent. */
export const submissionEmails = pgTable(
  'submission_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissionRequests.id, { onDelete: 'cascade' }),
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
  (t) => [index('submission_emails_submission_idx').on(t.submissionId, t.createdAt)],
)

/** Points a garment of a category usually earns: the default when staff approve, published on /guide. */
export const pointsGuide = pgTable(
  'points_guide',
  {
    categoryId: uuid('category_id')
      .primaryKey()
      .references(() => categories.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('points_guide_points_check', sql`${t.points} >= 0`)],
)
