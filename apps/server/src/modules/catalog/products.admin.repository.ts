import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import {
  cartItems,
  categories,
  orderItems,
  productImages,
  products,
  wishlistItems,
} from '../../db/schema/index.js'

export interface AdminProductFilter {
  /** The category ids to include, or null for all. */
  categoryIds: string[] | null
  display: boolean | null
}

/**
 * The main image of each product (else the first by position), for the list's thumbnail. Written
 * with qualified names: drizzle leaves columns unqualified in a single-table select, and an
 * unqualified `id` here would be the image's.
 */
const mainImage = sql<{ storageKey: string; widths: number[] } | null>`(
  select json_build_object('storageKey', pi.storage_key, 'widths', pi.widths)
  from product_images pi
  where pi.product_id = "products"."id"
  order by pi.main desc, pi.position, pi.created_at
  limit 1)`

const notArchived = isNull(products.archivedAt)
const categoryFilter = (ids: string[] | null): SQL | undefined =>
  ids ? inArray(products.categoryId, ids) : undefined

/** One page of the staff list (archived garments never), newest first, with counts. */
export async function searchAdminProducts(
  db: DbOrTx,
  filter: AdminProductFilter,
  page: { offset: number; limit: number },
) {
  const where = and(
    notArchived,
    categoryFilter(filter.categoryIds),
    filter.display === null ? undefined : eq(products.display, filter.display),
  )
  const [counts] = await db
    .select({
      total: sql<number>`count(*) filter (where ${filter.display === null ? sql`true` : sql`${products.display} = ${filter.display}`})::int`,
      activeTotal: sql<number>`count(*) filter (where ${products.display})::int`,
    })
    .from(products)
    .where(and(notArchived, categoryFilter(filter.categoryIds)))
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      price: products.price,
      size: products.size,
      categoryId: products.categoryId,
      display: products.display,
      state: products.state,
      createdAt: products.createdAt,
      image: mainImage,
    })
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .offset(page.offset)
    .limit(page.limit)
  return { rows, total: counts?.total ?? 0, activeTotal: counts?.activeTotal ?? 0 }
}

export async function categoryExists(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id))
  return rows.length > 0
}

type ProductValues = Pick<
  typeof products.$inferInsert,
  'name' | 'description' | 'categoryId' | 'size' | 'price' | 'display'
>

export async function insertProduct(tx: DbOrTx, values: ProductValues): Promise<string> {
  const [row] = await tx.insert(products).values(values).returning({ id: products.id })
  return row!.id
}

/** Updates a garment that is not archived; false when there is none. */
export async function updateProduct(tx: DbOrTx, id: string, values: ProductValues): Promise<boolean> {
  const rows = await tx
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), notArchived))
    .returning({ id: products.id })
  return rows.length > 0
}

/**
 * Locks a garment that is not archived (FOR UPDATE: conflicts with the FOR SHARE of a list's add
 * and with an order's lock, so those wait for the delete and then see its result).
 */
export async function lockLiveProduct(tx: DbOrTx, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), notArchived))
    .for('update')
  return rows.length > 0
}

export async function isInAnOrder(tx: DbOrTx, productId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.productId, productId))
    .limit(1)
  return rows.length > 0
}

/** Hides the garment for good: out of the shop and the staff list, kept for order history. */
export async function archiveProduct(tx: DbOrTx, id: string): Promise<void> {
  await tx
    .update(products)
    .set({ archivedAt: sql`now()`, display: false, updatedAt: sql`now()` })
    .where(eq(products.id, id))
}

/** Deletes the garment and its image rows; returns the image files to remove after commit. */
export async function deleteProduct(tx: DbOrTx, id: string) {
  const images = await tx
    .delete(productImages)
    .where(eq(productImages.productId, id))
    .returning({ storageKey: productImages.storageKey, widths: productImages.widths })
  await tx.delete(products).where(eq(products.id, id))
  return images
}

/** Takes the garment out of every member's cart and wishlist. */
export async function removeFromLists(tx: DbOrTx, productId: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.productId, productId))
  await tx.delete(wishlistItems).where(eq(wishlistItems.productId, productId))
}
