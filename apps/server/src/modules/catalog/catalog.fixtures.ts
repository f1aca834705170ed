import { randomBytes } from 'node:crypto'
import type { DbOrTx } from '../../db/client.js'
import { categories, productImages, products } from '../../db/schema/index.js'

type CategoryInsert = typeof categories.$inferInsert
type ProductInsert = typeof products.$inferInsert

/** Test fixture: a category row (displayed, top level unless `parentId` is given). */
export async function createCategory(db: DbOrTx, values: Partial<CategoryInsert> & { name: string }) {
  const [row] = await db
    .insert(categories)
    .values({ description: `Allt inom ${values.name.toLowerCase()}.`, ...values })
    .returning()
  return row!
}

let clock = Date.parse('2024-01-01T12:00:00Z')

/** Test fixture: an available, displayed garment; each one is a minute newer than the previous. */
export async function createProduct(
  db: DbOrTx,
  values: Partial<ProductInsert> & { name: string; categoryId: string },
) {
  clock += 60_000
  const [row] = await db
    .insert(products)
    .values({ price: 100, size: 'M', createdAt: new Date(clock), ...values })
    .returning({ id: products.id, name: products.name })
  return row!
}

/** Test fixture: an image row (no files: URLs are built from the storage key). */
export async function createImage(
  db: DbOrTx,
  productId: string,
  values: Partial<typeof productImages.$inferInsert> = {},
) {
  const [row] = await db
    .insert(productImages)
    .values({
      productId,
      storageKey: `products/${randomBytes(8).toString('hex')}`,
      widths: [320, 640, 1024],
      width: 1024,
      height: 1280,
      ...values,
    })
    .returning()
  return row!
}
