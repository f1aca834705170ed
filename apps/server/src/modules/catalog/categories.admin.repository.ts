import { and, count, eq, getTableColumns, isNull, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client.js'
import { categories, products } from '../../db/schema/index.js'

export type NewCategory = Pick<typeof categories.$inferInsert, 'name' | 'description' | 'parentId'>
export type CategoryChanges = Pick<
  typeof categories.$inferInsert,
  'name' | 'description' | 'display' | 'parentId' | 'sorting'
>

/**
 * Serialises category writes (one transaction at a time): the cycle and sibling-name checks read
 * the whole tree, so two writes checked against the same snapshot could together break it.
 */
export async function lockCategoryWrites(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('category-writes', 0))`)
}

export async function findAllCategories(db: DbOrTx) {
  return db.select().from(categories)
}

/** Every category with the number of garments filed directly under it (archived ones not counted). */
export async function findCategoriesWithCounts(db: DbOrTx) {
  return db
    .select({ ...getTableColumns(categories), productCount: count(products.id) })
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), isNull(products.archivedAt)))
    .groupBy(categories.id)
}

export async function insertCategory(tx: Tx, values: NewCategory) {
  const [row] = await tx.insert(categories).values(values).returning()
  return row!
}

export async function updateCategory(tx: Tx, id: string, changes: CategoryChanges) {
  const [row] = await tx
    .update(categories)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning()
  return row!
}

/** Subcategories and garments (every garment row, archived ones too: the foreign key keeps them). */
export async function countDependents(tx: Tx, id: string) {
  const [children] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id))
  const [garments] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id))
  return { subcategories: children!.n, garments: garments!.n }
}

export async function deleteCategory(tx: Tx, id: string) {
  await tx.delete(categories).where(eq(categories.id, id))
}
