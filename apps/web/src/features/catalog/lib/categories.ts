import { type CategoryDto, EMPTY_GUID } from '@kladbyte/contract'

/** True for a category without a parent (no parent, or the empty guid as parent). */
export function isTopLevel(category: CategoryDto): boolean {
  return !category.parent || category.parent === EMPTY_GUID
}

const bySorting = (a: CategoryDto, b: CategoryDto) =>
  a.sorting - b.sorting || a.name.localeCompare(b.name, 'sv')

/** Displayed top-level categories, in their sorting order. */
export function topLevelCategories(categories: readonly CategoryDto[]): CategoryDto[] {
  return categories.filter((c) => c.display && isTopLevel(c)).sort(bySorting)
}

/** Displayed direct children of a category, in their sorting order. */
export function childCategories(categories: readonly CategoryDto[], parentId: string): CategoryDto[] {
  return categories.filter((c) => c.display && c.parent === parentId && c.id !== parentId).sort(bySorting)
}

/** The chain from the top-level category down to `id` (empty when unknown); guards against cycles. */
export function categoryAncestry(categories: readonly CategoryDto[], id: string): CategoryDto[] {
  const byId = new Map(categories.map((c) => [c.id, c]))
  const chain: CategoryDto[] = []
  let current = byId.get(id)
  while (current && !chain.includes(current)) {
    chain.unshift(current)
    current = isTopLevel(current) ? undefined : byId.get(current.parent)
  }
  return chain
}

/** The 'parent / child' path shown on the product page (just the name for a top-level category). */
export function categoryPath(categories: readonly CategoryDto[], id: string): string {
  return categoryAncestry(categories, id)
    .map((c) => c.name)
    .join(' / ')
}
