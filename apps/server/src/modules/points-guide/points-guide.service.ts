import type { PointsGuideBody, PointsGuideEntryDto } from '@kladbyte/contract'
import type { Db, DbOrTx } from '../../db/client.js'
import { badRequest } from '../../lib/errors.js'
import { CategoryTree } from '../catalog/public.js'
import * as repo from './points-guide.repository.js'

export const UNKNOWN_CATEGORY = 'En av kategorierna finns inte längre. Ladda om sidan och försök igen.'

const collator = new Intl.Collator('sv', { sensitivity: 'base', numeric: true })

/** 'Dam › Jackor': a category with its parents (categories are few: the whole tree in memory). */
function pathOf(tree: CategoryTree, id: string): string {
  const names: string[] = []
  const seen = new Set<string>()
  for (
    let node = tree.get(id);
    node && !seen.has(node.id);
    node = node.parentId ? tree.get(node.parentId) : undefined
  ) {
    seen.add(node.id)
    names.unshift(node.name)
  }
  return names.join(' › ')
}

/** The guide as stored, with category paths, sorted by path; `visibleOnly` drops hidden categories. */
async function read(db: DbOrTx, visibleOnly: boolean): Promise<PointsGuideEntryDto[]> {
  const tree = new CategoryTree(await repo.listCategories(db))
  return (await repo.listGuide(db))
    .filter((e) => tree.get(e.categoryId) && (!visibleOnly || tree.isVisible(e.categoryId)))
    .map((e) => ({ ...e, categoryName: pathOf(tree, e.categoryId) }))
    .sort((a, b) => collator.compare(a.categoryName, b.categoryName))
}

/** Points a garment of a category usually earns: staff edit it, the storefront's /guide shows it. */
export function createPointsGuideService({ db }: { db: Db }) {
  return {
    /** The public guide: only categories the shop shows. */
    published: () => read(db, true),

    /** Staff's editor: every row, hidden categories too (a save replaces all of them). */
    all: () => read(db, false),

    /** Replaces the whole guide in one transaction; an unknown category refuses all of it. */
    async replace(body: PointsGuideBody): Promise<PointsGuideEntryDto[]> {
      const entries = body.entries.map((e) => ({ categoryId: e.categoryId.toLowerCase(), points: e.points }))
      return db.transaction(async (tx) => {
        const known = await repo.existingCategoryIds(
          tx,
          entries.map((e) => e.categoryId),
        )
        if (entries.some((e) => !known.has(e.categoryId))) throw badRequest(UNKNOWN_CATEGORY)
        await repo.replaceGuide(tx, entries)
        return read(tx, false)
      })
    },
  }
}

export type PointsGuideService = ReturnType<typeof createPointsGuideService>
