import { and, asc, desc, eq, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { productImages, products } from '../../db/schema/index.js'
import type { ImageRow } from './media.dto.js'

/** Locks the product row so concurrent image changes of one product run one at a time. */
export async function lockProduct(tx: DbOrTx, productId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update')
  return rows.length > 0
}

export async function findProductImages(tx: DbOrTx, productId: string): Promise<ImageRow[]> {
  return tx
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(desc(productImages.main), asc(productImages.position), asc(productImages.createdAt))
}

export async function findImage(tx: DbOrTx, imageId: string): Promise<ImageRow | undefined> {
  const [row] = await tx.select().from(productImages).where(eq(productImages.id, imageId))
  return row
}

export async function insertImage(tx: DbOrTx, values: typeof productImages.$inferInsert): Promise<ImageRow> {
  const [row] = await tx.insert(productImages).values(values).returning()
  return row!
}

/** Makes `imageId` the product's only main image (unset first: the partial unique index allows one). */
export async function setMain(tx: DbOrTx, productId: string, imageId: string): Promise<void> {
  await tx
    .update(productImages)
    .set({ main: false })
    .where(
      and(
        eq(productImages.productId, productId),
        eq(productImages.main, true),
        ne(productImages.id, imageId),
      ),
    )
  await tx.update(productImages).set({ main: true }).where(eq(productImages.id, imageId))
}

export async function deleteImage(tx: DbOrTx, imageId: string): Promise<void> {
  await tx.delete(productImages).where(eq(productImages.id, imageId))
}

export async function nextPosition(tx: DbOrTx, productId: string): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${productImages.position}) + 1, 0)::int` })
    .from(productImages)
    .where(eq(productImages.productId, productId))
  return row?.next ?? 0
}
