import type {
  AdminCategoryRef,
  AdminProductSearchQuery,
  AdminProductSearchResponse,
  CreateProductBody,
  ProductFields,
  ProductImageDto,
  UpdateProductBody,
} from '@kladbyte/contract'
import type { z } from 'zod'
import { removeImage, type StoredImage, storeImage } from '../../core/media/media.images.js'
import { insertImage } from '../../core/media/media.repository.js'
import * as media from '../../core/media/media.service.js'
import type { MediaStore } from '../../core/media/media.store.js'
import { decodeImageBase64 } from '../../core/media/media.upload.js'
import type { MediaUrls } from '../../core/media/media.urls.js'
import type { Db } from '../../db/client.js'
import { AppError, badRequest, notFound } from '../../lib/errors.js'
import { pageOf, pageRows } from '../../lib/paging.js'
import * as repo from './catalog.repository.js'
import { CategoryTree } from './category-tree.js'
import * as adminRepo from './products.admin.repository.js'

type Input<T extends z.ZodType> = z.output<T>
const PRODUCT_NOT_FOUND = 'Kunde inte hitta produkt.'
const CATEGORY_NOT_FOUND = 'Kategorin finns inte.'

const flagValue = (flag: string | undefined) =>
  flag === undefined || flag === '' ? null : /^(true|1)$/i.test(flag)

/** The pipeline answers 415 for a file that is not an image; staff forms get the same text as 400. */
async function asBadRequest<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (err instanceof AppError && err.kind === 'unsupported_media') throw badRequest(err.message)
    throw err
  }
}

/** Staff product calls: the admin list, create, update, delete (archive when ordered) and images. */
export function createAdminProductsService({
  db,
  store,
  urls,
  onChange,
}: {
  db: Db
  store: MediaStore
  urls: MediaUrls
  onChange: () => Promise<void>
}) {
  const freshTree = async () => new CategoryTree(await repo.findAllCategories(db))

  function categoryRef(tree: CategoryTree, id: string): AdminCategoryRef | null {
    const path: string[] = []
    const seen = new Set<string>()
    for (
      let node = tree.get(id);
      node && !seen.has(node.id);
      node = node.parentId ? tree.get(node.parentId) : undefined
    ) {
      seen.add(node.id)
      path.unshift(node.name)
    }
    const own = tree.get(id)
    return own ? { id, name: own.name, path, depth: path.length } : null
  }

  async function requireCategory(id: string) {
    if (!(await adminRepo.categoryExists(db, id)))
      throw badRequest(CATEGORY_NOT_FOUND, { fields: { categoryId: CATEGORY_NOT_FOUND } })
  }

  const fields = (body: Input<typeof ProductFields>) => ({
    name: body.name,
    description: body.description.trim(),
    categoryId: body.categoryId.toLowerCase(),
    size: body.size,
    price: body.price,
    display: body.display,
  })

  return {
    async search(query: Input<typeof AdminProductSearchQuery>): Promise<AdminProductSearchResponse> {
      const tree = await freshTree()
      const categoryId = query.categoryId ? query.categoryId.toLowerCase() : null
      if (categoryId && !tree.get(categoryId)) throw notFound('Kunde inte hitta kategorin.')
      const includeDescendants = flagValue(query.includeDescendants) ?? true
      const categoryIds = categoryId
        ? includeDescendants
          ? tree.withDescendants(categoryId)
          : [categoryId]
        : null
      const found = await adminRepo.searchAdminProducts(
        db,
        { categoryIds, display: flagValue(query.display) },
        pageRows(query),
      )
      return {
        items: found.rows.map(({ image, createdAt, ...row }) => ({
          ...row,
          created: createdAt.toISOString(),
          category: categoryRef(tree, row.categoryId),
          thumbnailUrl: image ? urls.rendition(image.storageKey, Math.min(...image.widths)) : null,
        })),
        ...pageOf(found.total, query),
        activeTotal: found.activeTotal,
        page: query.page,
      }
    },

    /** Creates a garment; images (if any) are checked and stored first, so a bad one creates nothing. */
    async create(body: Input<typeof CreateProductBody>) {
      await requireCategory(body.categoryId)
      const stored: StoredImage[] = []
      try {
        for (const image of body.images ?? []) {
          const data = decodeImageBase64(image.blob)
          stored.push(await asBadRequest(() => storeImage(store, 'products', data)))
        }
        const mainIndex = Math.max(
          (body.images ?? []).findIndex((i) => i.main === true),
          0,
        )
        const id = await db.transaction(async (tx) => {
          const productId = await adminRepo.insertProduct(tx, fields(body))
          for (const [position, image] of stored.entries()) {
            await insertImage(tx, {
              productId,
              position,
              main: position === mainIndex,
              storageKey: image.key,
              widths: image.widths,
              width: image.width,
              height: image.height,
            })
          }
          return productId
        })
        await onChange()
        return { id }
      } catch (err) {
        await Promise.all(stored.map((s) => s.discard()))
        throw err
      }
    },

    async update(body: Input<typeof UpdateProductBody>) {
      await requireCategory(body.categoryId)
      const updated = await adminRepo.updateProduct(db, body.id.toLowerCase(), fields(body))
      if (!updated) throw notFound(PRODUCT_NOT_FOUND)
      await onChange()
      return body.id.toLowerCase()
    },

    /**
     * Deletes a garment, or archives it when an order holds it (order history keeps it); either
     * way it leaves every cart and wishlist in the same transaction.
     */
    async remove(id: string): Promise<{ archived: boolean }> {
      const productId = id.toLowerCase()
      const result = await db.transaction(async (tx) => {
        if (!(await adminRepo.lockLiveProduct(tx, productId))) throw notFound(PRODUCT_NOT_FOUND)
        await adminRepo.removeFromLists(tx, productId)
        if (await adminRepo.isInAnOrder(tx, productId)) {
          await adminRepo.archiveProduct(tx, productId)
          return { archived: true, images: [] }
        }
        return { archived: false, images: await adminRepo.deleteProduct(tx, productId) }
      })
      await Promise.all(result.images.map((i) => removeImage(store, i.storageKey, i.widths)))
      await onChange()
      return { archived: result.archived }
    },

    async addImage(productId: string, blob: string, main: boolean | undefined): Promise<ProductImageDto> {
      const data = decodeImageBase64(blob)
      return asBadRequest(() => media.saveProductImage(db, store, productId.toLowerCase(), data, { main }))
    },

    setMain: (productId: string, imageId: string) =>
      media.setMainProductImage(db, productId.toLowerCase(), imageId.toLowerCase()),
    deleteImage: (imageId: string) => media.deleteProductImage(db, store, imageId.toLowerCase()),
  }
}

export type AdminProductsService = ReturnType<typeof createAdminProductsService>
