import { z } from 'zod'

/** The deepest page a list answers: a larger `page` is this one (empty), never an error. */
export const PAGE_MAX = 1_000_000

/**
 * How a list fits the page size asked for: one of the page sizes its page offers (anything else
 * is the default), or up to a largest size (below 1 is the default, above the largest is the largest).
 */
export type PageRule =
  | { pageSizes: readonly number[]; defaultPageSize: number }
  | { maxPageSize: number; defaultPageSize: number }

/** The page size a list answers with for the one asked for (see `PageRule`). */
export function fitPageSize(asked: number | undefined, rule: PageRule): number {
  if (asked === undefined) return rule.defaultPageSize
  if ('pageSizes' in rule) return rule.pageSizes.includes(asked) ? asked : rule.defaultPageSize
  return asked < 1 ? rule.defaultPageSize : Math.min(asked, rule.maxPageSize)
}

/**
 * `page` and `pageSize` of a list's query string, spread into its `z.object`: whole numbers (other
 * text is a 400), then fitted, so the server reads a page from 1 to PAGE_MAX and a size the list
 * answers with (`fitPageSize`).
 */
export function pagedQuery(rule: PageRule) {
  return {
    page: z.coerce
      .number()
      .int()
      .optional()
      .transform((page) => Math.min(Math.max(page ?? 1, 1), PAGE_MAX)),
    pageSize: z.coerce
      .number()
      .int()
      .optional()
      .transform((size) => fitPageSize(size, rule)),
  }
}

/**
 * A list's answer: one page of items, the number of matches and of pages. Lists that also echo
 * `page`/`pageSize` or carry figures of their own extend it.
 */
export const paged = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number().int(), totalPages: z.number().int() })
