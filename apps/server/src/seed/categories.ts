import type { DbOrTx } from '../db/client.js'
import { categories } from '../db/schema/index.js'
import { CATALOGUE, type Subcategory } from './catalogue.js'

export interface SeededSubcategory extends Subcategory {
  id: string
  topName: string
}

/** Inserts the demo category tree (top categories sorted as listed) and returns the subcategories with ids. */
export async function insertCategories(db: DbOrTx): Promise<SeededSubcategory[]> {
  const out: SeededSubcategory[] = []
  for (const [i, top] of CATALOGUE.entries()) {
    const [parent] = await db
      .insert(categories)
      .values({ name: top.name, description: top.description, sorting: i + 1 })
      .returning({ id: categories.id })
    const rows = await db
      .insert(categories)
      .values(
        top.subcategories.map((sub, j) => ({
          name: sub.name,
          description: sub.description,
          sorting: j + 1,
          parentId: parent!.id,
        })),
      )
      .returning({ id: categories.id, name: categories.name })
    for (const [j, row] of rows.entries()) {
      out.push({ ...top.subcategories[j]!, id: row.id, topName: top.name })
    }
  }
  return out
}
