import { type AdminCategoryDto, EMPTY_GUID } from '@kladbyte/contract'

/** A category with how deep it sits (0: top level). */
export interface CategoryLine {
  category: AdminCategoryDto
  depth: number
}

const parentOf = (c: AdminCategoryDto) => (c.parent === EMPTY_GUID ? null : c.parent)

/**
 * The categories depth-first, children after their parent in the server's (shop) order. A
 * category whose parent is missing from the list is shown at the top level rather than lost.
 */
export function treeOrder(categories: readonly AdminCategoryDto[]): CategoryLine[] {
  const ids = new Set(categories.map((c) => c.id))
  const children = new Map<string | null, AdminCategoryDto[]>()
  for (const c of categories) {
    const parent = parentOf(c)
    const key = parent && ids.has(parent) ? parent : null
    children.set(key, [...(children.get(key) ?? []), c])
  }
  const out: CategoryLine[] = []
  const seen = new Set<string>()
  const visit = (c: AdminCategoryDto, depth: number) => {
    if (seen.has(c.id)) return
    seen.add(c.id)
    out.push({ category: c, depth })
    for (const child of children.get(c.id) ?? []) visit(child, depth + 1)
  }
  for (const root of children.get(null) ?? []) visit(root, 0)
  return out
}

/** The category and every category below it: what its parent list must leave out. */
export function withDescendants(categories: readonly AdminCategoryDto[], id: string): Set<string> {
  const out = new Set([id])
  let grew = true
  while (grew) {
    grew = false
    for (const c of categories) {
      const parent = parentOf(c)
      if (parent && out.has(parent) && !out.has(c.id)) {
        out.add(c.id)
        grew = true
      }
    }
  }
  return out
}

/** The five figures of the page's stat cards. */
export function categoryStats(categories: readonly AdminCategoryDto[]) {
  const active = categories.filter((c) => c.display).length
  const main = categories.filter((c) => parentOf(c) === null).length
  return {
    total: categories.length,
    active,
    inactive: categories.length - active,
    main,
    sub: categories.length - main,
  }
}
