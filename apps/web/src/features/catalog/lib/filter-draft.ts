import type { ShopParams } from './shop-params'

/** The filters the sidebar edits before they reach the URL. */
export type FilterDraft = Pick<ShopParams, 'search' | 'maxPrice' | 'sizes'>

/** A stable key for comparing drafts: trimmed search, sizes as a set. */
export function draftKey(draft: FilterDraft): string {
  return JSON.stringify([draft.search.trim(), draft.maxPrice, [...draft.sizes].sort()])
}

/** True when the two drafts differ only in their search term (typing), so the URL is replaced, not pushed. */
export function onlySearchDiffers(a: FilterDraft, b: FilterDraft): boolean {
  return draftKey({ ...a, search: '' }) === draftKey({ ...b, search: '' })
}
