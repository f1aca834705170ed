import { and, asc, eq, getTableName, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { type cartItems, productImages, products, type wishlistItems } from '../../db/schema/index.js'

/** The tables of the per-member garment lists: one shape (user, product, added at), one set of rules. */
export type ListTable = typeof cartItems | typeof wishlistItems

/** Displayed and not reserved or sold: the only garments a member can add or order. */
const productAvailableSql = sql<boolean>`(${products.display} and ${products.state} = 'available')`

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

/**
 * A product's id and whether it can be added, or null when it does not exist. Inside a
 * transaction the row is locked FOR SHARE until the line is written: a staff delete or archive
 * (FOR UPDATE) then either waits for the line and removes it, or runs first and is seen here.
 */
export async function findProductAvailability(db: DbOrTx, productId: string) {
  const [row] = await db
    .select({ id: products.id, available: productAvailableSql })
    .from(products)
    .where(eq(products.id, productId))
    .for('share')
  return row ?? null
}

/** The storage of one list; every call is scoped to one member's lines. */
export function createListRepository(table: ListTable) {
  const ofMember = (userId: string, productIds?: string[]) =>
    productIds
      ? and(eq(table.userId, userId), inArray(table.productId, productIds))
      : eq(table.userId, userId)

  /** Adds these products without checking them; lines already there stay as they are. */
  async function insertLines(db: DbOrTx, userId: string, productIds: string[]) {
    if (productIds.length === 0) return
    await db
      .insert(table)
      .values(productIds.map((productId) => ({ userId, productId })))
      .onConflictDoNothing()
  }

  return {
    insertLines,

    /** The member's lines with each product's current data, oldest first. */
    async rows(db: DbOrTx, userId: string): Promise<ListRow[]> {
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
        .from(table)
        .innerJoin(products, eq(products.id, table.productId))
        .where(eq(table.userId, userId))
        .orderBy(asc(table.createdAt), asc(table.productId))
    },

    /** Adds one line; returns false when it was already there. */
    async insertLine(db: DbOrTx, userId: string, productId: string) {
      const rows = await db
        .insert(table)
        .values({ userId, productId })
        .onConflictDoNothing()
        .returning({ productId: table.productId })
      return rows.length > 0
    },

    /** Adds every listed product that exists and is available; others are skipped. */
    async insertAvailableLines(db: DbOrTx, userId: string, productIds: string[]) {
      if (productIds.length === 0) return
      const found = await db
        .select({ productId: products.id })
        .from(products)
        .where(and(inArray(products.id, productIds), productAvailableSql))
        .for('share')
      await insertLines(
        db,
        userId,
        found.map((f) => f.productId),
      )
    },

    /** Removes the member's lines for these products (all lines when productIds is omitted). */
    async deleteLines(db: DbOrTx, userId: string, productIds?: string[]) {
      await db.delete(table).where(ofMember(userId, productIds))
    },

    /**
     * Takes the member's available lines (one product, or all) out of the list and returns their
     * product ids; unavailable garments stay.
     */
    async takeAvailableLines(tx: DbOrTx, userId: string, productId?: string) {
      // Written out with the table's name: drizzle leaves columns unqualified in a single-table delete.
      const line = sql.identifier(getTableName(table))
      const rows = await tx
        .delete(table)
        .where(
          and(
            ofMember(userId, productId ? [productId] : undefined),
            sql`exists (select 1 from products p where p.id = ${line}.product_id and p.display and p.state = 'available')`,
          ),
        )
        .returning({ productId: table.productId })
      return rows.map((r) => r.productId)
    },
  }
}

export type ListRepository = ReturnType<typeof createListRepository>
