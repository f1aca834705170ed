/** One slot of a pagination bar: a page number or a gap. */
export type PageItem = number | 'ellipsis-start' | 'ellipsis-end'

/** Up to this many pages every page is shown (backoffice spec §2.2). */
const SHOW_ALL_UP_TO = 7

/**
 * The pages to show for `current` of `total` (backoffice spec §2.2): all of them up to 7;
 * otherwise 1–5 … last near the start, 1 … last-4–last near the end, and
 * 1 … current-1, current, current+1 … last in the middle. Always 7 slots, so the bar keeps its width.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 0) return []
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), total)
  if (total <= SHOW_ALL_UP_TO) return range(1, total)
  // "Near the start" is as long as current+1 still fits in 1–5; "near the end" mirrors it.
  if (page <= 4) return [...range(1, 5), 'ellipsis-end', total]
  if (page >= total - 3) return [1, 'ellipsis-start', ...range(total - 4, total)]
  return [1, 'ellipsis-start', page - 1, page, page + 1, 'ellipsis-end', total]
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i)
}
