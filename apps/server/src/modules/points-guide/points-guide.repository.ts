import { inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { categories, pointsGuide } from '../../db/schema/index.js'

export const listCategories = (db: DbOrTx) => db.select().from(categories)

export const listGuide = (db: DbOrTx) =>
  db.select({ categoryId: pointsGuide.categoryId, points: pointsGuide.points }).from(pointsGuide)

/** Which of these ids are categories; locks them (FOR SHARE) so none is deleted before the guide commits. */
export async function existingCategoryIds(tx: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, ids))
    .for('share')
  return new Set(rows.map((r) => r.id))
}

/** Replaces the whole guide. */
export async function replaceGuide(tx: DbOrTx, entries: { categoryId: string; points: number }[]) {
  await tx.delete(pointsGuide)
  if (entries.length > 0) await tx.insert(pointsGuide).values(entries)
}
