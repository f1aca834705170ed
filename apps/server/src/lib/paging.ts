/** A list's page as its query asked for it, fitted by the contract's `pagedQuery`. */
export interface PageRequest {
  page: number
  pageSize: number
}

/** The rows of that page: how many to skip and to take. */
export const pageRows = ({ page, pageSize }: PageRequest) => ({
  offset: (page - 1) * pageSize,
  limit: pageSize,
})

/**
 * The paging fields of every list's answer (the contract's `paged`): the matches and the pages
 * they fill; no matches is 0 pages.
 */
export const pageOf = (total: number, { pageSize }: PageRequest) => ({
  total,
  totalPages: Math.ceil(total / pageSize),
})
