import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { users } from '../../db/schema/index.js'

// Reads across other modules' tables (orders, points, submissions, chat, mail, lists) in SQL of
// its own, as the dashboard does: the export is one view of everything, not a client of each module.

const rows = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) =>
  (await db.execute<T & Record<string, unknown>>(query)).rows as T[]

/** The member's account row (export and deletion both start from it). */
export async function findAccount(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  return row ?? null
}

export const findMembership = (db: DbOrTx, userId: string) =>
  rows<{ provider: string; status: string; currentPeriodEnd: Date | null; cancelAtPeriodEnd: boolean }>(
    db,
    sql`select provider, status, current_period_end as "currentPeriodEnd", cancel_at_period_end as "cancelAtPeriodEnd"
      from memberships where user_id = ${userId}`,
  )

/** Orders with their lines (staff-deleted ones too: they are still the member's purchases). */
export const findOrdersWithLines = (db: DbOrTx, userId: string) =>
  rows<{
    orderNumber: number
    status: number
    totalPoints: number
    createdAt: Date
    lines: { productName: string; size: string; price: number }[]
  }>(
    db,
    sql`select o.order_number as "orderNumber", o.status, o.total_points as "totalPoints", o.created_at as "createdAt",
        coalesce((select json_agg(json_build_object('productName', i.product_name, 'size', i.size, 'price', i.price)
          order by i.product_name, i.id) from order_items i where i.order_id = o.id), '[]') as lines
      from orders o where o.user_id = ${userId} order by o.created_at, o.order_number`,
  )

export const findLedger = (db: DbOrTx, userId: string) =>
  rows<{ delta: number; reason: string; note: string | null; createdAt: Date }>(
    db,
    sql`select delta, reason, note, created_at as "createdAt" from points_ledger
      where user_id = ${userId} order by created_at, id`,
  )

/** Submissions with items and each item's photo ids and largest width (for the owner-checked URL). */
export const findSubmissions = (db: DbOrTx, userId: string) =>
  rows<{
    id: string
    status: number
    title: string
    description: string
    customerNotes: string
    createdAt: Date
    submittedAt: Date | null
    items: {
      id: string
      condition: string
      notes: string
      approvalStatus: string
      pointsAwarded: number | null
      creditedPoints: number | null
      photos: { id: string; width: number }[]
    }[]
  }>(
    db,
    sql`select s.id, s.status, s.title, s.description, s.customer_notes as "customerNotes",
        s.created_at as "createdAt", s.submitted_at as "submittedAt",
        coalesce((select json_agg(json_build_object('id', i.id, 'condition', i.condition, 'notes', i.notes,
          'approvalStatus', i.approval_status, 'pointsAwarded', i.points_awarded, 'creditedPoints', i.credited_points,
          'photos', coalesce((select json_agg(json_build_object('id', p.id, 'width', (select max(w) from unnest(p.widths) w))
            order by p.position, p.created_at) from submission_item_images p where p.item_id = i.id), '[]'))
          order by i.position, i.created_at) from submission_items i where i.submission_id = s.id), '[]') as items
      from submission_requests s where s.user_id = ${userId} order by s.created_at, s.id`,
  )

/** Every live message on the member's submissions, both sides, oldest first. */
export const findChatMessages = (db: DbOrTx, userId: string) =>
  rows<{
    submissionId: string
    itemId: string | null
    sender: 'user' | 'admin'
    message: string
    createdAt: Date
  }>(
    db,
    sql`select m.submission_id as "submissionId", m.item_id as "itemId", m.sender, m.message, m.created_at as "createdAt"
      from chat_messages m join submission_requests s on s.id = m.submission_id
      where s.user_id = ${userId} and m.deleted_at is null order by m.created_at, m.id`,
  )

/** Mails addressed to the member's e-mail (subject and dates; the outbox has no user column). */
export const findMails = (db: DbOrTx, email: string) =>
  rows<{ subject: string; createdAt: Date; sentAt: Date | null }>(
    db,
    sql`select subject, created_at as "createdAt", sent_at as "sentAt" from outbox
      where lower("to") = ${email.trim().toLowerCase()} order by created_at, id`,
  )

/** The cart or the wishlist, with the garments' names. */
export const findListItems = (db: DbOrTx, list: 'cart_items' | 'wishlist_items', userId: string) =>
  rows<{ productName: string; createdAt: Date }>(
    db,
    sql`select p.name as "productName", l.created_at as "createdAt" from ${sql.identifier(list)} l
      join products p on p.id = l.product_id where l.user_id = ${userId} order by l.created_at`,
  )
