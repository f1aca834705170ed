import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { categories, pointsGuide, productImages, products, submissionItems } from '../../db/schema/index.js'

// The SQL of staff's arrival, points and product-from-item calls.

/** Locks these items in id order (two calls naming the same items never wait on each other crosswise). */
export async function lockItems(tx: DbOrTx, itemIds: string[]) {
  if (itemIds.length === 0) return []
  return tx
    .select()
    .from(submissionItems)
    .where(inArray(submissionItems.id, itemIds))
    .orderBy(asc(submissionItems.id))
    .for('update')
}

/** Records an item's arrival and the points credited for it (also its awarded points). */
export async function markReceived(tx: DbOrTx, itemId: string, points: number) {
  await tx
    .update(submissionItems)
    .set({ receivedAt: sql`now()`, creditedPoints: points, pointsAwarded: points, updatedAt: sql`now()` })
    .where(eq(submissionItems.id, itemId))
}

/** A category's name and its points-guide value (null when the guide has none). */
export async function findCategoryWithGuide(db: DbOrTx, categoryId: string) {
  const [row] = await db
    .select({ name: categories.name, guidePoints: pointsGuide.points })
    .from(categories)
    .leftJoin(pointsGuide, eq(pointsGuide.categoryId, categories.id))
    .where(eq(categories.id, categoryId))
  return row ?? null
}

/** A hidden garment: staff finish and publish it in the product panel. */
export async function insertHiddenProduct(
  tx: DbOrTx,
  values: { name: string; description: string; categoryId: string; price: number },
) {
  const [row] = await tx
    .insert(products)
    .values({ ...values, size: '', display: false })
    .returning({ id: products.id })
  return row!.id
}

export async function insertProductImages(tx: DbOrTx, rows: (typeof productImages.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(productImages).values(rows)
}

export async function linkProduct(tx: DbOrTx, itemId: string, productId: string) {
  await tx
    .update(submissionItems)
    .set({ productId, updatedAt: sql`now()` })
    .where(eq(submissionItems.id, itemId))
}
