import { SEARCH_TOTAL_CAP, SHOP_TOTAL_CAP } from '@kladbyte/contract'
import { and, type SQL, sql } from 'drizzle-orm'
import { productImages, products } from '../../db/schema/index.js'
import type { SearchTerms } from './search-terms.js'

// The shop's listing SQL, built once per shape (shop.repository.ts prepares and runs it).

/** What the shop lists: displayed, available garments, narrowed by the visitor's filters. */
export interface ShopFilter {
  /** Allowed categories; null means no restriction (every category is visible). */
  categoryIds: string[] | null
  sizes: string[]
  /** Highest price in points; null means no limit. */
  maxPrice: number | null
  search: SearchTerms | null
  /**
   * The categories (and sizes) hold a large part of the shop, e.g. a top-level category: a
   * search then checks them on the rows its words find instead of intersecting their index
   * with the words' (docs/decisions/044). Only searches use it.
   */
  broad?: boolean
}

/**
 * Counting and ranking stop one past the cap, so a count above SHOP_TOTAL_CAP means "more than
 * that" and no statement reads more than this many matches, however large the catalogue
 * (docs/decisions/038-search-at-a-million.md).
 */
export const COUNT_LIMIT = SHOP_TOTAL_CAP + 1

/**
 * A search collects and counts at most this many matches (docs/decisions/044): more means a
 * common word, listed newest first (`browseSql`) with its total shown as capped.
 */
export const SEARCH_COUNT_LIMIT = SEARCH_TOTAL_CAP + 1

/** How far a count goes for this shape: searches stop sooner than browsing. */
export const countLimitOf = (shape: Shape) => (shape.search ? SEARCH_COUNT_LIMIT : COUNT_LIMIT)

/**
 * How a search matches (see `searchMatch`): stemmed words, words with sizes attached, or words or
 * a prefix (short last word).
 */
export type SearchKind = 'words' | 'sized' | 'prefix'

/**
 * What a statement's text depends on. Statements are built once per shape with placeholders and
 * only filled per request: building the SQL was ~10 % of the server's CPU per search.
 */
export interface Shape {
  categories: boolean
  sizes: boolean
  maxPrice: boolean
  search: SearchKind | null
  /** See `ShopFilter.broad`; always false without a search. */
  broad: boolean
}

export function shapeOf(f: ShopFilter): Shape {
  const s = f.search
  let search: SearchKind | null = null
  if (s) {
    if (s.prefix) search = 'prefix'
    else if (f.sizes.length > 0 && s.plain) search = 'sized'
    else search = 'words'
  }
  return {
    categories: f.categoryIds !== null,
    sizes: f.sizes.length > 0,
    maxPrice: f.maxPrice !== null,
    search,
    broad: search !== null && f.broad === true,
  }
}

/** The values a statement's placeholders take. */
export const valuesOf = (f: ShopFilter, limit = 0, offset = 0): Record<string, unknown> => ({
  categoryIds: f.categoryIds,
  sizes: f.sizes,
  maxPrice: f.maxPrice,
  text: f.search?.text,
  prefix: f.search?.prefix,
  lower: f.search?.lower,
  limit,
  offset,
})

const ph = (name: string) => sql.placeholder(name)

// Sub-selects: each query is parsed and stemmed once per run, also in a generic plan, where
// inline it was rebuilt for every rechecked and every ranked row (measured in bench/README.md).
const fullText = sql`(select websearch_to_tsquery('swedish', ${ph('text')}))`
const prefixText = sql`(select to_tsquery('swedish', ${ph('prefix')}))`
/** The expression of `products_search_terms_idx` (migrations 0003, 0004, 0016): words, name fragments, and both per size. */
const searchTerms = sql`kb_sized_terms(${products.searchTerms}, ${products.size})`

/**
 * Words: the stemmed words against the search terms (words of name and description, and every
 * fragment of the name's words: compounds and partial words), a prefix match too when the last
 * word is short (see `SearchTerms.prefix`). With a size filter, plain words are looked up with
 * the size attached ('klänning M' | 'klänning L'), so the index returns only those sizes'
 * garments (migration 0004, ADR 008).
 */
function searchMatch(kind: SearchKind): SQL {
  switch (kind) {
    case 'sized':
      return sql`${searchTerms} @@ (select kb_sized_query(${ph('lower')}, ${ph('sizes')}::text[]))`
    case 'prefix':
      return sql`(${searchTerms} @@ ${fullText} or ${searchTerms} @@ ${prefixText})`
    case 'words':
      return sql`${searchTerms} @@ ${fullText}`
  }
}

/**
 * The same match checked on a row's stored terms, which no index answers: for listing a common
 * word newest first (`browseSql`), where the rows come in the order of
 * `products_shop_newest_idx` and the words are a filter. With sizes, the size filter is the
 * `size` column ('klänning M' in the index is 'klänning' in the terms of a garment in size M).
 */
function storedMatch(kind: SearchKind): SQL {
  // Inline, not sub-selects: with a custom plan they fold to constants, so the planner can
  // estimate from the terms' statistics how many rows it reads before the page is full.
  const terms = products.searchTerms
  const full = sql`${terms} @@ websearch_to_tsquery('swedish', ${ph('text')})`
  return kind === 'prefix' ? sql`(${full} or ${terms} @@ to_tsquery('swedish', ${ph('prefix')}))` : full
}

function searchRank(kind: SearchKind): SQL {
  const rank = sql`ts_rank(${products.searchVector}, ${fullText})`
  return kind === 'prefix' ? sql`${rank} + ts_rank(${products.searchVector}, ${prefixText})` : rank
}

/**
 * The shop's WHERE clause. The literal state/display terms let PostgreSQL pick the partial
 * indexes; lists travel as one array parameter so a statement's text depends only on its shape.
 */
export function shopWhere(shape: Shape, stored = false): SQL {
  const parts: SQL[] = [sql`${products.display} and ${products.state} = 'available'`]
  // A broad search's categories and sizes as conditions no index answers (`is true`): at a million
  // garments, intersecting the words' index with the (size, category) index of a top-level
  // category (55 000 entries) cost more than checking the rows the words find (ADR 044).
  const onRows = (c: SQL) => (shape.broad && !stored ? sql`(${c}) is true` : c)
  if (shape.categories) parts.push(onRows(sql`${products.categoryId} = any(${ph('categoryIds')}::uuid[])`))
  if (shape.sizes) parts.push(onRows(sql`${products.size} = any(${ph('sizes')}::text[])`))
  if (shape.maxPrice) parts.push(sql`${products.price} <= ${ph('maxPrice')}`)
  if (shape.search) parts.push(stored ? storedMatch(shape.search) : searchMatch(shape.search))
  return and(...parts)!
}

const pageColumns = sql.raw('p.id, p.name, p.description, p.price, p.size, p.category_id, p.display, p.state')

// A product's images as JSON (main first, then upload order), looked up for the page's rows only.
const imagesOfPageRow = sql`(
  select coalesce(json_agg(json_build_object(
    'id', i.id, 'productId', i.product_id, 'main', i.main, 'storageKey', i.storage_key,
    'widths', i.widths, 'width', i.width, 'height', i.height
  ) order by i.main desc, i.position, i.created_at), '[]'::json)
  from ${productImages} i where i.product_id = p.id)`

const page = sql`limit ${ph('limit')} offset ${ph('offset')}`

/**
 * A browse page, newest first: the rows skipped and the page's rows are found narrow (id, age),
 * so unfiltered pages are an index-only scan of `products_shop_newest_idx` however deep (page
 * 500 of a million garments read 10 000 full rows to skip them: 42 ms, bench/README.md); then
 * the page's rows are read in full by primary key.
 * Also a common word's matches (docs/decisions/044): its words are then checked on each row's
 * stored terms as the rows come newest first, so the statement stops after the page instead of
 * reading every match. It runs with a custom plan: the terms' statistics tell the planner how
 * common the words are.
 */
export function browseSql(shape: Shape): SQL {
  return sql`
    select ${pageColumns}, null::bigint as total, ${imagesOfPageRow} as images
    from (
      select ${products.id}, ${products.createdAt} from ${products} where ${shopWhere(shape, true)}
      order by ${products.createdAt} desc, ${products.id} desc
      ${page}
    ) page join ${products} p on p.id = page.id
    order by page.created_at desc, page.id desc`
}

/**
 * A search page: the matches are collected once, narrow (id, rank, age), counted, and only the
 * page's rows are read in full; ranking and counting wide rows cost more than the page itself.
 * At most SEARCH_COUNT_LIMIT matches are collected: a search matching more is a common word,
 * and the caller lists it with `browseSql` instead (docs/decisions/044).
 */
export function searchSql(shape: Shape, kind: SearchKind): SQL {
  return sql`
    with m as materialized (
      select ${products.id}, ${products.createdAt}, ${searchRank(kind)} as rank
      from ${products} where ${shopWhere(shape)}
      limit ${sql.raw(String(SEARCH_COUNT_LIMIT))}
    ), page as (
      select id, rank, created_at from m order by rank desc, created_at desc, id desc
      ${page}
    )
    select ${pageColumns}, (select count(*) from m) as total, ${imagesOfPageRow} as images
    from page join ${products} p on p.id = page.id
    order by page.rank desc, page.created_at desc, page.id desc`
}
