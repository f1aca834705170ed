import { SHOP_TOTAL_CAP } from '@kladbyte/contract'
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
}

/**
 * Counting and ranking stop one past the cap, so a count above SHOP_TOTAL_CAP means "more than
 * that" and no statement reads more than this many matches, however large the catalogue
 * (docs/decisions/038-search-at-a-million.md).
 */
export const COUNT_LIMIT = SHOP_TOTAL_CAP + 1

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
/** The expression of `products_search_terms_idx` (migrations 0003–0004): words, name fragments, and both per size. */
const searchTerms = sql`kb_search_terms_sized(${products.name}, ${products.description}, ${products.size})`

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

function searchRank(kind: SearchKind): SQL {
  const rank = sql`ts_rank(${products.searchVector}, ${fullText})`
  return kind === 'prefix' ? sql`${rank} + ts_rank(${products.searchVector}, ${prefixText})` : rank
}

/**
 * The shop's WHERE clause. The literal state/display terms let PostgreSQL pick the partial
 * indexes; lists travel as one array parameter so a statement's text depends only on its shape.
 */
export function shopWhere(shape: Shape): SQL {
  const parts: SQL[] = [sql`${products.display} and ${products.state} = 'available'`]
  if (shape.categories) parts.push(sql`${products.categoryId} = any(${ph('categoryIds')}::uuid[])`)
  if (shape.sizes) parts.push(sql`${products.size} = any(${ph('sizes')}::text[])`)
  if (shape.maxPrice) parts.push(sql`${products.price} <= ${ph('maxPrice')}`)
  if (shape.search) parts.push(searchMatch(shape.search))
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
 * A browse page: the rows skipped and the page's rows are found narrow (id, age), so unfiltered
 * pages are an index-only scan of `products_shop_newest_idx` however deep (page 500 of a million
 * garments read 10 000 full rows to skip them: 42 ms, bench/README.md); then the page's rows are
 * read in full by primary key.
 */
export function browseSql(shape: Shape): SQL {
  return sql`
    select ${pageColumns}, null::bigint as total, ${imagesOfPageRow} as images
    from (
      select ${products.id}, ${products.createdAt} from ${products} where ${shopWhere(shape)}
      order by ${products.createdAt} desc, ${products.id} desc
      ${page}
    ) page join ${products} p on p.id = page.id
    order by page.created_at desc, page.id desc`
}

/**
 * A search page: the matches are collected once, narrow (id, rank, age), counted, and only the
 * page's rows are read in full; ranking and counting wide rows cost more than the page itself.
 * At most COUNT_LIMIT matches are collected: a search matching more is ranked among those
 * (the index's order, not a chosen one) and its total shown as capped.
 */
export function searchSql(shape: Shape, kind: SearchKind): SQL {
  return sql`
    with m as materialized (
      select ${products.id}, ${products.createdAt}, ${searchRank(kind)} as rank
      from ${products} where ${shopWhere(shape)}
      limit ${sql.raw(String(COUNT_LIMIT))}
    ), page as (
      select id, rank, created_at from m order by rank desc, created_at desc, id desc
      ${page}
    )
    select ${pageColumns}, (select count(*) from m) as total, ${imagesOfPageRow} as images
    from page join ${products} p on p.id = page.id
    order by page.rank desc, page.created_at desc, page.id desc`
}
