import { and, asc, count, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import {
  chatMessages,
  submissionItemImages,
  submissionItems,
  submissionRequests,
  users,
} from '../../db/schema/index.js'

export type SubmissionRow = typeof submissionRequests.$inferSelect
export type ItemRow = typeof submissionItems.$inferSelect
export type ImageRow = typeof submissionItemImages.$inferSelect

export async function insertSubmission(db: DbOrTx, userId: string) {
  const [row] = await db.insert(submissionRequests).values({ userId }).returning()
  return row!
}

export async function findSubmission(db: DbOrTx, id: string) {
  const [row] = await db.select().from(submissionRequests).where(eq(submissionRequests.id, id))
  return row ?? null
}

/** Locks a submission row: every change to it, its items or their images happens under this lock. */
export async function lockSubmission(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(submissionRequests).where(eq(submissionRequests.id, id)).for('update')
  return row ?? null
}

export async function updateSubmission(
  tx: DbOrTx,
  id: string,
  values: Partial<Pick<SubmissionRow, 'status' | 'customerNotes' | 'title' | 'description' | 'submittedAt'>>,
) {
  const [row] = await tx
    .update(submissionRequests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(submissionRequests.id, id))
    .returning()
  return row!
}

export async function deleteSubmission(tx: DbOrTx, id: string) {
  await tx.delete(submissionRequests).where(eq(submissionRequests.id, id))
}

/** A member's submissions, newest first. */
export async function listUserSubmissions(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(submissionRequests)
    .where(eq(submissionRequests.userId, userId))
    .orderBy(desc(submissionRequests.createdAt), desc(submissionRequests.id))
}

/** Every submission, newest first (staff). */
export async function listAllSubmissions(db: DbOrTx) {
  return db
    .select()
    .from(submissionRequests)
    .orderBy(desc(submissionRequests.createdAt), desc(submissionRequests.id))
}

/** Items of these submissions, oldest first. */
export async function listItems(db: DbOrTx, submissionIds: string[]) {
  if (submissionIds.length === 0) return []
  return db
    .select()
    .from(submissionItems)
    .where(inArray(submissionItems.submissionId, submissionIds))
    .orderBy(asc(submissionItems.position), asc(submissionItems.createdAt), asc(submissionItems.id))
}

export async function countItems(db: DbOrTx, submissionId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(submissionItems)
    .where(eq(submissionItems.submissionId, submissionId))
  return row?.n ?? 0
}

export async function findItem(db: DbOrTx, itemId: string) {
  const [row] = await db.select().from(submissionItems).where(eq(submissionItems.id, itemId))
  return row ?? null
}

export async function insertItems(
  tx: DbOrTx,
  submissionId: string,
  items: { condition: string; notes: string; position: number }[],
) {
  if (items.length === 0) return []
  return tx
    .insert(submissionItems)
    .values(items.map((i) => ({ submissionId, ...i })))
    .returning()
}

export async function updateItem(tx: DbOrTx, itemId: string, values: { condition: string; notes: string }) {
  await tx
    .update(submissionItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(submissionItems.id, itemId))
}

export async function deleteItems(tx: DbOrTx, itemIds: string[]) {
  if (itemIds.length === 0) return
  await tx.delete(submissionItems).where(inArray(submissionItems.id, itemIds))
}

/** Images of these items: main first, then in upload order. */
export async function listImages(db: DbOrTx, itemIds: string[]) {
  if (itemIds.length === 0) return []
  return db
    .select()
    .from(submissionItemImages)
    .where(inArray(submissionItemImages.itemId, itemIds))
    .orderBy(
      desc(submissionItemImages.main),
      asc(submissionItemImages.position),
      asc(submissionItemImages.id),
    )
}

/** Every image of a submission (for removing its files after the submission is gone). */
export async function listSubmissionImages(db: DbOrTx, submissionId: string) {
  return db
    .select({ storageKey: submissionItemImages.storageKey, widths: submissionItemImages.widths })
    .from(submissionItemImages)
    .innerJoin(submissionItems, eq(submissionItems.id, submissionItemImages.itemId))
    .where(eq(submissionItems.submissionId, submissionId))
}

/** One image with the item and submission it belongs to (for ownership checks). */
export async function findImage(db: DbOrTx, imageId: string) {
  const [row] = await db
    .select({
      image: submissionItemImages,
      item: submissionItems,
      userId: submissionRequests.userId,
    })
    .from(submissionItemImages)
    .innerJoin(submissionItems, eq(submissionItems.id, submissionItemImages.itemId))
    .innerJoin(submissionRequests, eq(submissionRequests.id, submissionItems.submissionId))
    .where(eq(submissionItemImages.id, imageId))
  return row ?? null
}

export async function imageStats(tx: DbOrTx, itemId: string) {
  const [row] = await tx
    .select({ n: count(), lastPosition: max(submissionItemImages.position) })
    .from(submissionItemImages)
    .where(eq(submissionItemImages.itemId, itemId))
  return { count: row?.n ?? 0, lastPosition: row?.lastPosition ?? -1 }
}

export async function insertImage(
  tx: DbOrTx,
  values: Pick<ImageRow, 'itemId' | 'storageKey' | 'widths' | 'width' | 'height' | 'main' | 'position'>,
) {
  const [row] = await tx.insert(submissionItemImages).values(values).returning()
  return row!
}

export async function deleteImage(tx: DbOrTx, imageId: string) {
  await tx.delete(submissionItemImages).where(eq(submissionItemImages.id, imageId))
}

/** Makes this image the item's only main one (the old main is cleared first: the unique index). */
export async function setMainImage(tx: DbOrTx, itemId: string, imageId: string) {
  await tx
    .update(submissionItemImages)
    .set({ main: false })
    .where(and(eq(submissionItemImages.itemId, itemId), eq(submissionItemImages.main, true)))
  await tx.update(submissionItemImages).set({ main: true }).where(eq(submissionItemImages.id, imageId))
}

/** After the main image is removed: the earliest remaining image becomes main. */
export async function promoteFirstImage(tx: DbOrTx, itemId: string) {
  const [next] = await tx
    .select({ id: submissionItemImages.id })
    .from(submissionItemImages)
    .where(eq(submissionItemImages.itemId, itemId))
    .orderBy(asc(submissionItemImages.position), asc(submissionItemImages.id))
    .limit(1)
  if (next) await setMainImage(tx, itemId, next.id)
}

/** The submitting member's address and name, for the receipt. */
export async function findOwnerContact(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId))
  return row ?? null
}

/**
 * Unread live chat messages of these submissions, grouped by submission, item (null: the
 * submission's own thread) and the side that wrote them: one query for a whole list.
 */
export async function unreadChatCounts(db: DbOrTx, submissionIds: string[]) {
  if (submissionIds.length === 0) return []
  return db
    .select({
      submissionId: chatMessages.submissionId,
      itemId: chatMessages.itemId,
      sender: chatMessages.sender,
      n: count(),
    })
    .from(chatMessages)
    .where(
      and(
        inArray(chatMessages.submissionId, submissionIds),
        eq(chatMessages.read, false),
        isNull(chatMessages.deletedAt),
      ),
    )
    .groupBy(chatMessages.submissionId, chatMessages.itemId, chatMessages.sender)
}
