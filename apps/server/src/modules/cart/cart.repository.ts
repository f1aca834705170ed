import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { cartItems, productImages, products, wishlistItems } from '../../db/schema/index.js'

const tables = { cart: cartItems, wishlist: wishlistItems }

/** The two per-member garment lists; they share one shape and one set of rules. */
export type ListKind = keyof typeof tables

/** Displayed and not reserved or sold: the only garments a member can add or order. */
export const productAvailableSql = sql<boolean>`(${products.display} and ${products.state} = 'available')`

/** The main image (else the first by position) of each product, for the list's thumbnail. */
const mainImage = sql<{ storageKey: string; widths: number[] } | null>`(
  select json_build_object('storageKey', ${productImages.storageKey}, 'widths', ${productImages.widths})
  from ${productImages}
  where ${productImages.productId} = ${products.id}
  order by ${productImages.main} desc, ${productImages.position}, ${productImages.createdAt}
  limit 1)`

export interface ListRow {
  productId: string
  productName: string
  productDescription: string
  image: { storageKey: string; widths: number[] } | null
  categoryId: string
  size: string
  price: number
  available: boolean
}

/** The member's lines with each product's current data, oldest first. */
export async function listRows(db: DbOrTx, kind: ListKind, userId: string): Promise<ListRow[]> {
  const t = tables[kind]
  return db
    .select({
      productId: products.id,
      productName: products.name,
      productDescription: products.description,
      image: mainImage,
      categoryId: products.categoryId,
      size: products.size,
      price: products.price,
      available: productAvailableSql,
    })
    .from(t)
    .innerJoin(products, eq(products.id, t.productId))
    .where(eq(t.userId, userId))
    .orderBy(asc(t.createdAt), asc(t.productId))
}

/** A product's id and whether it can be added, or null when it does not exist. */
export async function findProductAvailability(db: DbOrTx, productId: string) {
  const [row] = await db
    .select({ id: products.id, available: productAvailableSql })
    .from(products)
    .where(eq(products.id, productId))
  return row ?? null
}

/** Adds one line; returns false when it was already there. */
export async function insertLine(db: DbOrTx, kind: ListKind, userId: string, productId: string) {
  const t = tables[kind]
  const rows = await db
    .insert(t)
    .values({ userId, productId })
    .onConflictDoNothing()
    .returning({ productId: t.productId })
  return rows.length > 0
}

/** Adds every listed product that exists and is available; others are skipped. */
export async function insertAvailableLines(db: DbOrTx, kind: ListKind, userId: string, productIds: string[]) {
  if (productIds.length === 0) return
  const found = await db
    .select({ productId: products.id })
    .from(products)
    .where(and(inArray(products.id, productIds), productAvailableSql))
  if (found.length === 0) return
  await db
    .insert(tables[kind])
    .values(found.map((f) => ({ userId, productId: f.productId })))
    .onConflictDoNothing()
}

/** Removes the member's lines for these products (all lines when productIds is omitted). */
export async function deleteLines(db: DbOrTx, kind: ListKind, userId: string, productIds?: string[]) {
  const t = tables[kind]
  const scope = productIds
    ? and(eq(t.userId, userId), inArray(t.productId, productIds))
    : eq(t.userId, userId)
  await db.delete(t).where(scope)
}

/**
 * Takes the member's available wishlist lines (one product, or all) out of the wishlist and
 * returns their product ids; unavailable garments stay in the wishlist.
 */
export async function takeAvailableWishlistLines(tx: DbOrTx, userId: string, productId?: string) {
  const scope = productId
    ? and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId))
    : eq(wishlistItems.userId, userId)
  const rows = await tx
    .delete(wishlistItems)
    .where(
      and(
        scope,
        // Written out with table names: drizzle leaves columns unqualified in a single-table delete.
        sql`exists (select 1 from products p where p.id = wishlist_items.product_id and p.display and p.state = 'available')`,
      ),
    )
    .returning({ productId: wishlistItems.productId })
  return rows.map((r) => r.productId)
}

/** Adds these products to the cart without checking them (the caller just took them from the wishlist). */
export async function insertCartLines(tx: DbOrTx, userId: string, productIds: string[]) {
  if (productIds.length === 0) return
  await tx
    .insert(cartItems)
    .values(productIds.map((productId) => ({ userId, productId })))
    .onConflictDoNothing()
}
