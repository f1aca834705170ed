import { asc, desc, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { categories, productImages, products } from '../../db/schema/index.js'

export type ProductRow = Omit<typeof products.$inferSelect, 'searchVector' | 'searchTerms' | 'archivedAt'>
export type ImageRow = typeof productImages.$inferSelect

// Every column except the tsvectors, which no caller needs.
const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  price: products.price,
  size: products.size,
  categoryId: products.categoryId,
  display: products.display,
  state: products.state,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
}

export async function findProductById(db: DbOrTx, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id))
  return row
}

/** Images of the given products, each product's main image first, then in upload order. */
export async function findImages(db: DbOrTx, productIds: string[]): Promise<ImageRow[]> {
  if (productIds.length === 0) return []
  return db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(desc(productImages.main), asc(productImages.position), asc(productImages.createdAt))
}

export async function findAllCategories(db: DbOrTx) {
  return db.select().from(categories)
}
