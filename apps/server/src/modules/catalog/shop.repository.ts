import { createHash } from 'node:crypto'
import { and, lte, type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import { createPool, type Db } from '../../db/client.js'
import { productImages, products } from '../../db/schema/index.js'
import type { ImageRow, ProductRow } from './catalog.repository.js'
import type { SearchTerms } from './search-terms.js'

/** What the shop lists: displayed, available garments, narrowed by the visitor's filters. */
export interface ShopFilter {
  /** Allowed categories; null means no restriction (every category is visible). */
  categoryIds: string[] | null
  sizes: string[]
  /** Highest price in points; null means no limit. */
  maxPrice: number | null
  search: SearchTerms | null
  /** Match the search by trigram word similarity (the typo fallback) instead of words and fragments. */
  fuzzy?: boolean
}

export type ShopRow = ProductRow & { images: ImageRow[] }

/** The shop's listing statements, bound to the pool or to one connection. */
export interface ShopQueries {
  /**
   * One page with each garment's images. A search also returns the number of matches (counted
   * from the match set the page is ranked from); `total` is null otherwise or past the end.
   */
  page(f: ShopFilter, limit: number, offset: number): Promise<{ rows: ShopRow[]; total: number | null }>
  count(f: ShopFilter): Promise<number>
}

/** Word-similarity threshold for typo matching: 'klänign' vs 'klänning' scores 0.5. */
export const FUZZY_THRESHOLD = 0.45

// Sub-selects: each query is parsed and stemmed once per run, also in a generic plan, where
// inline it was rebuilt for every rechecked and every ranked row (measured in bench/README.md).
const fullText = (s: SearchTerms) => sql`(select websearch_to_tsquery('swedish', ${s.text}))`
const prefixText = (prefix: string) => sql`(select to_tsquery('swedish', ${prefix}))`
const lowerName = sql`lower(${products.name})`
/** The expression of `products_search_terms_idx` (migrations 0003–0004): words, name fragments, and both per size. */
const searchTerms = sql`kb_search_terms_sized(${products.name}, ${products.description}, ${products.size})`

/**
 * Words: the stemmed words against the search terms (words of name and description, and every
 * fragment of the name's words: compounds and partial words), a prefix match too when the last
 * word is short (see `SearchTerms.prefix`). With a size filter, plain words are looked up with
 * the size attached ('klänning M' | 'klänning L'), so the index returns only those sizes'
 * garments (migration 0004, ADR 008). Fuzzy: word similarity of the whole text to the name (trigram).
 */
function searchMatch(s: SearchTerms, fuzzy: boolean, sizes: string[]): SQL {
  if (fuzzy) return sql`${lowerName} %> ${s.lower}`
  if (sizes.length > 0 && s.plain && !s.prefix) {
    return sql`${searchTerms} @@ (select kb_sized_query(${s.lower}, ${sql.param(sizes)}::text[]))`
  }
  const words = sql`${searchTerms} @@ ${fullText(s)}`
  return s.prefix ? sql`(${words} or ${searchTerms} @@ ${prefixText(s.prefix)})` : words
}

function searchRank(s: SearchTerms, fuzzy: boolean): SQL {
  if (fuzzy) return sql`word_similarity(${s.lower}, ${lowerName})`
  const rank = sql`ts_rank(${products.searchVector}, ${fullText(s)})`
  return s.prefix ? sql`${rank} + ts_rank(${products.searchVector}, ${prefixText(s.prefix)})` : rank
}

/**
 * The shop's WHERE clause. The literal state/display terms let PostgreSQL pick the partial
 * indexes; lists travel as one array parameter so a statement's text depends only on its shape.
 */
function shopWhere(f: ShopFilter): SQL {
  const parts: SQL[] = [sql`${products.display} and ${products.state} = 'available'`]
  if (f.categoryIds) parts.push(sql`${products.categoryId} = any(${sql.param(f.categoryIds)}::uuid[])`)
  if (f.sizes.length > 0) parts.push(sql`${products.size} = any(${sql.param(f.sizes)}::text[])`)
  if (f.maxPrice !== null) parts.push(lte(products.price, f.maxPrice))
  if (f.search) parts.push(searchMatch(f.search, f.fuzzy ?? false, f.sizes))
  return and(...parts)!
}

const columns = sql`${products.id}, ${products.name}, ${products.description}, ${products.price}, ${products.size},
  ${products.categoryId}, ${products.display}, ${products.state}, ${products.createdAt}, ${products.updatedAt}`

const pageColumns = sql.raw(
  'p.id, p.name, p.description, p.price, p.size, p.category_id, p.display, p.state, p.created_at, p.updated_at',
)

// A product's images as JSON (main first, then upload order), looked up for the page's rows only.
const imagesOfPageRow = sql`(
  select coalesce(json_agg(json_build_object(
    'id', i.id, 'productId', i.product_id, 'position', i.position, 'main', i.main, 'storageKey', i.storage_key,
    'widths', i.widths, 'width', i.width, 'height', i.height, 'createdAt', i.created_at
  ) order by i.main desc, i.position, i.created_at), '[]'::json)
  from ${productImages} i where i.product_id = p.id)`

function browseSql(f: ShopFilter, limit: number, offset: number): SQL {
  return sql`
    select ${pageColumns}, null::bigint as total, ${imagesOfPageRow} as images
    from (
      select ${columns} from ${products} where ${shopWhere(f)}
      order by ${products.createdAt} desc, ${products.id} desc
      limit ${limit} offset ${offset}
    ) p
    order by p.created_at desc, p.id desc`
}

/**
 * A search page: the matches are collected once, narrow (id, rank, age), counted, and only the
 * page's rows are read in full; ranking and counting wide rows cost more than the page itself.
 */
function searchSql(f: ShopFilter, s: SearchTerms, limit: number, offset: number): SQL {
  const fuzzy = f.fuzzy ?? false
  return sql`
    with m as materialized (
      select ${products.id}, ${products.createdAt}, ${searchRank(s, fuzzy)} as rank
      from ${products} where ${shopWhere(f)}
    ), page as (
      select id, rank, created_at from m order by rank desc, created_at desc, id desc
      limit ${limit} offset ${offset}
    )
    select ${pageColumns}, (select count(*) from m) as total, ${imagesOfPageRow} as images
    from page join ${products} p on p.id = page.id
    order by page.rank desc, page.created_at desc, page.id desc`
}

const pageSql = (f: ShopFilter, limit: number, offset: number): SQL =>
  f.search ? searchSql(f, f.search, limit, offset) : browseSql(f, limit, offset)

type ImageJson = Omit<ImageRow, 'createdAt'> & { createdAt: string }
type Row = Record<string, unknown>

const toShopRow = (r: Row): ShopRow => ({
  id: r.id as string,
  name: r.name as string,
  description: r.description as string,
  price: r.price as number,
  size: r.size as string,
  categoryId: r.category_id as string,
  display: r.display as boolean,
  state: r.state as ShopRow['state'],
  createdAt: r.created_at as Date,
  updatedAt: r.updated_at as Date,
  images: (r.images as ImageJson[]).map((i) => ({ ...i, createdAt: new Date(i.createdAt) })),
})

const dialect = new PgDialect()

// A statement's name follows from its text, which depends only on the filter's shape: a few dozen at most.
const statementNames = new Map<string, string>()
function statementName(text: string): string {
  let name = statementNames.get(text)
  if (!name) {
    name = `shop_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`
    statementNames.set(text, name)
  }
  return name
}

/**
 * Search statements run as named prepared statements (parsed once per connection); browsing
 * keeps unnamed statements and custom plans: there the best index depends on the category's size.
 */
function queriesOn(client: pg.Pool): ShopQueries {
  const run = async (query: SQL, prepared: boolean): Promise<Row[]> => {
    const { sql: text, params } = dialect.sqlToQuery(query)
    const name = prepared ? statementName(text) : undefined
    return (await client.query<Row>({ text, values: params, name })).rows
  }
  return {
    async page(f, limit, offset) {
      const found = await run(pageSql(f, limit, offset), f.search !== null)
      const total = found[0]?.total
      return { rows: found.map(toShopRow), total: total == null ? null : Number(total) }
    },
    async count(f) {
      const [row] = await run(
        sql`select count(*)::int as n from ${products} where ${shopWhere(f)}`,
        f.search !== null,
      )
      return Number(row?.n ?? 0)
    },
  }
}

/**
 * Settings of the search connections, fixed when each connection starts so that a search is one
 * round trip (a transaction with `set local` took three). `plan_cache_mode`: PostgreSQL otherwise
 * re-plans a search on every run (its custom plans look cheaper on paper), ~0.5 ms each; the
 * generic plan uses the same indexes. The trigram threshold is what the typo fallback needs.
 * Read-only: nothing on these connections may write.
 */
const SEARCH_CONNECTION_OPTIONS = [
  '-c plan_cache_mode=force_generic_plan',
  '-c default_transaction_read_only=on',
  `-c pg_trgm.word_similarity_threshold=${Number(FUZZY_THRESHOLD)}`,
].join(' ')

export interface ShopStatements extends ShopQueries {
  /** The searches' own connections (exposed for the benchmark's EXPLAIN). */
  readonly searchPool: pg.Pool
  /** Closes the search connections (the app's pool is closed by its owner). */
  close(): Promise<void>
}

/**
 * The shop's statements: browsing on the app's pool, searches on a pool of their own with at most
 * `searchConnections` connections, so that CPU-bound searches queue in this process instead of
 * all running at once and sharing the database's cores (which stretched the slowest ones).
 */
export function shopQueries(db: Db, searchConnections: number): ShopStatements {
  const options = db.$client.options
  const searchPool = createPool({
    ...options,
    max: searchConnections,
    options: [options.options, SEARCH_CONNECTION_OPTIONS].filter(Boolean).join(' '),
  })
  const browse = queriesOn(db.$client)
  const search = queriesOn(searchPool)
  return {
    searchPool,
    page: (f, limit, offset) => (f.search ? search : browse).page(f, limit, offset),
    count: (f) => (f.search ? search : browse).count(f),
    close: () => searchPool.end(),
  }
}
