import type { categories } from '../../db/schema/index.js'

export type CategoryRow = typeof categories.$inferSelect

const collator = new Intl.Collator('sv', { sensitivity: 'base', numeric: true })

/** Shop order of categories: `sorting` first, then the name in Swedish alphabetical order. */
const compareCategories = (a: CategoryRow, b: CategoryRow) =>
  a.sorting - b.sorting || collator.compare(a.name, b.name) || a.id.localeCompare(b.id)

/**
 * The whole category tree in memory (categories are few). Answers the questions the shop asks
 * on every request without SQL: which categories a visitor may see, a category's descendants and
 * its top-level ancestor. A category is visible when it and every ancestor are displayed.
 */
export class CategoryTree {
  readonly sorted: readonly CategoryRow[]
  private readonly byId = new Map<string, CategoryRow>()
  private readonly children = new Map<string, string[]>()
  private readonly visibility = new Map<string, boolean>()

  constructor(rows: readonly CategoryRow[]) {
    this.sorted = [...rows].sort(compareCategories)
    for (const row of this.sorted) {
      this.byId.set(row.id, row)
      if (row.parentId) {
        const list = this.children.get(row.parentId) ?? []
        list.push(row.id)
        this.children.set(row.parentId, list)
      }
    }
  }

  get(id: string): CategoryRow | undefined {
    return this.byId.get(id)
  }

  /** True when the category and all its ancestors are displayed. */
  isVisible(id: string): boolean {
    const known = this.visibility.get(id)
    if (known !== undefined) return known
    let visible = true
    const seen = new Set<string>()
    for (
      let node = this.byId.get(id);
      node;
      node = node.parentId ? this.byId.get(node.parentId) : undefined
    ) {
      // A broken parent chain (a cycle) must not hang the process: treat it as hidden.
      if (seen.has(node.id) || !node.display) {
        visible = false
        break
      }
      seen.add(node.id)
    }
    if (!this.byId.has(id)) visible = false
    this.visibility.set(id, visible)
    return visible
  }

  /** Visible categories in shop order. */
  visible(): CategoryRow[] {
    return this.sorted.filter((c) => this.isVisible(c.id))
  }

  /** Ids of the visible categories, or null when every category is visible (no filter needed). */
  visibleIdsOrAll(): string[] | null {
    const ids = this.visible().map((c) => c.id)
    return ids.length === this.sorted.length ? null : ids
  }

  /** The category and every category below it. */
  withDescendants(id: string): string[] {
    const out: string[] = []
    const seen = new Set<string>()
    const queue = [id]
    while (queue.length > 0) {
      const next = queue.shift()!
      if (seen.has(next)) continue
      seen.add(next)
      out.push(next)
      queue.push(...(this.children.get(next) ?? []))
    }
    return out
  }

  /** The top-level category above (or equal to) this one. */
  topLevelOf(id: string): string {
    let node = this.byId.get(id)
    const seen = new Set<string>()
    while (node?.parentId && this.byId.has(node.parentId) && !seen.has(node.id)) {
      seen.add(node.id)
      node = this.byId.get(node.parentId)
    }
    return node?.id ?? id
  }
}
