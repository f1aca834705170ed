import type {
  AdminCategoryDto,
  CategoryTreeNodeDto,
  CreateCategoryBody,
  UpdateCategoryBody,
} from '@kladbyte/contract'
import type { z } from 'zod'
import type { MediaUrls } from '../../core/media/media.urls.js'
import type { Db, Tx } from '../../db/client.js'
import { badRequest, conflict, notFound } from '../../lib/errors.js'
import { toCategoryDto } from './catalog.mappers.js'
import * as repo from './categories.admin.repository.js'
import { type CategoryRow, CategoryTree } from './category-tree.js'

type CreateInput = z.output<typeof CreateCategoryBody>
type UpdateInput = z.output<typeof UpdateCategoryBody>

const CATEGORY_NOT_FOUND = 'Kunde inte hitta kategorin.'
const PARENT_NOT_FOUND = 'Den överordnade kategorin finns inte.'
const OWN_PARENT = 'En kategori kan inte vara sin egen överordnade kategori.'
const DESCENDANT_PARENT = 'En kategori kan inte flyttas in under en av sina egna underkategorier.'
const duplicateName = (name: string) => `Det finns redan en kategori som heter "${name}" på samma nivå.`

/** 'Kategorin har 2 underkategorier och 5 plagg och kan inte tas bort.' */
export function dependentsMessage(subcategories: number, garments: number): string {
  const parts = [
    subcategories > 0 && `${subcategories} ${subcategories === 1 ? 'underkategori' : 'underkategorier'}`,
    garments > 0 && `${garments} plagg`,
  ].filter(Boolean)
  return `Kategorin har ${parts.join(' och ')} och kan inte tas bort.`
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const sameName = (a: string, b: string) => a.localeCompare(b, 'sv', { sensitivity: 'accent' }) === 0

/** The garment rows' foreign key refused a delete (a garment was filed there meanwhile). */
const isForeignKeyViolation = (err: unknown): boolean => {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23503') return true
  }
  return false
}

/**
 * Staff's category writes. Each write runs in a transaction holding the category-write lock, so
 * its checks (parent exists, no cycle, unique sibling name) see every earlier write. `changed`
 * runs after each commit: it drops the shop's cached tree here and, through NOTIFY, in every process (ADR 040).
 */
export function createCategoriesAdminService({
  db,
  urls,
  changed,
}: {
  db: Db
  urls: MediaUrls
  changed: () => Promise<void>
}) {
  const toDto = (row: CategoryRow & { productCount: number }): AdminCategoryDto => ({
    ...toCategoryDto(row, urls),
    productCount: row.productCount,
  })

  async function write<T>(work: (tx: Tx, tree: CategoryTree) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      await repo.lockCategoryWrites(tx)
      return work(tx, new CategoryTree(await repo.findAllCategories(tx)))
    })
    await changed()
    return result
  }

  function checkPlacement(tree: CategoryTree, name: string, parentId: string | null, selfId?: string) {
    if (parentId && !tree.get(parentId)) throw badRequest(PARENT_NOT_FOUND)
    if (selfId && parentId === selfId) throw badRequest(OWN_PARENT)
    if (selfId && parentId && tree.withDescendants(selfId).includes(parentId))
      throw conflict(DESCENDANT_PARENT)
    const sibling = tree.sorted.find(
      (c) => c.id !== selfId && (c.parentId ?? null) === parentId && sameName(c.name, name),
    )
    if (sibling) throw conflict(duplicateName(sibling.name))
  }

  return {
    /** Every category, hidden ones too, in shop order, each with its garment count. */
    async listAll(): Promise<AdminCategoryDto[]> {
      const rows = await repo.findCategoriesWithCounts(db)
      const counts = new Map(rows.map((r) => [r.id, r.productCount]))
      return new CategoryTree(rows).sorted.map((c) => toDto({ ...c, productCount: counts.get(c.id) ?? 0 }))
    },

    /** The whole tree depth-first in shop order, for an indented dropdown. */
    async tree(): Promise<CategoryTreeNodeDto[]> {
      const rows = await repo.findCategoriesWithCounts(db)
      const tree = new CategoryTree(rows)
      const own = new Map(rows.map((r) => [r.id, r.productCount]))
      const children = (parentId: string | null) =>
        tree.sorted.filter((c) => (c.parentId ?? null) === parentId)
      const out: CategoryTreeNodeDto[] = []
      const visit = (row: CategoryRow, depth: number) => {
        const kids = children(row.id)
        const count = tree.withDescendants(row.id).reduce((sum, id) => sum + (own.get(id) ?? 0), 0)
        out.push({
          id: row.id,
          name: row.name,
          depth,
          isLeaf: kids.length === 0,
          count,
          display: row.display,
        })
        for (const kid of kids) visit(kid, depth + 1)
      }
      for (const root of children(null)) visit(root, 0)
      return out
    },

    async create(body: CreateInput): Promise<AdminCategoryDto> {
      return write(async (tx, tree) => {
        checkPlacement(tree, body.name, body.parent)
        const row = await repo.insertCategory(tx, {
          name: body.name,
          description: body.description,
          parentId: body.parent,
        })
        return toDto({ ...row, productCount: 0 })
      })
    },

    async update(body: UpdateInput): Promise<AdminCategoryDto> {
      const id = body.id.toLowerCase()
      return write(async (tx, tree) => {
        const current = tree.get(id)
        if (!current) throw notFound(CATEGORY_NOT_FOUND)
        checkPlacement(tree, body.name, body.parent, id)
        const row = await repo.updateCategory(tx, id, {
          name: body.name,
          description: body.description,
          display: body.display,
          parentId: body.parent,
          sorting: body.sorting ?? current.sorting,
        })
        const { garments } = await repo.countDependents(tx, id)
        return toDto({ ...row, productCount: garments })
      })
    },

    /** Deletes an empty category; one with subcategories or garments is refused (nothing is orphaned). */
    async remove(rawId: string): Promise<void> {
      if (!GUID.test(rawId)) throw notFound(CATEGORY_NOT_FOUND)
      const id = rawId.toLowerCase()
      try {
        await write(async (tx, tree) => {
          if (!tree.get(id)) throw notFound(CATEGORY_NOT_FOUND)
          const { subcategories, garments } = await repo.countDependents(tx, id)
          if (subcategories > 0 || garments > 0) throw conflict(dependentsMessage(subcategories, garments))
          await repo.deleteCategory(tx, id)
        })
      } catch (err) {
        if (!isForeignKeyViolation(err)) throw err
        // A garment was filed here between the count and the delete.
        throw conflict('Kategorin har plagg och kan inte tas bort.')
      }
    },
  }
}

export type CategoriesAdminService = ReturnType<typeof createCategoriesAdminService>
