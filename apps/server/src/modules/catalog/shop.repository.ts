import { createHash } from 'node:crypto'
import { and, lte, type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import type { Db } from '../../db/client.js'
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
  /** Match the search by trigram word similarity (the typo fallback) instead of words and substrings. */
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

// The pattern is a sub-select, so it is computed once per run and handed to the trigram index as
// its key, also in a prepared statement's generic plan (inline, it was re-stemmed for every row).
const containsStem = (word: string) =>
  sql`${lowerName} like (select '%' || coalesce((ts_lexize('swedish_stem', ${word}))[1], ${word}) || '%')`

/**
 * Words: stemmed full text on name and description (a prefix match too when the last word is
 * short), or the stem of every 4+ letter word inside the name (trigram index: Swedish compounds).
 * Fuzzy: word similarity of the whole text to the name (trigram index).
 */
function searchMatch(s: SearchTerms, fuzzy: boolean): SQL {
  if (fuzzy) return sql`${lowerName} %> ${s.lower}`
  const parts = [sql`${products.searchVector} @@ ${fullText(s)}`]
  if (s.prefix) parts.push(sql`${products.searchVector} @@ ${prefixText(s.prefix)}`)
  if (s.substrings.length > 0) parts.push(sql`(${sql.join(s.substrings.map(containsStem), sql` and `)})`)
  return sql`(${sql.join(parts, sql` or `)})`
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
  if (f.search) parts.push(searchMatch(f.search, f.fuzzy ?? false))
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

/**
 * Search statements run as named prepared statements (parsed once per connection) with a generic
 * plan (see `inSearchTransaction`). Browsing keeps unnamed statements and custom plans: there the
 * best index depends on the category's size.
 */
function queriesOn(client: pg.Pool | pg.PoolClient): ShopQueries {
  const run = async (query: SQL, prepared: boolean): Promise<Row[]> => {
    const { sql: text, params } = dialect.sqlToQuery(query)
    const name = prepared
      ? `shop_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`
      : undefined
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
 * Runs `work` on one connection in a read-only transaction with settings for that transaction
 * only, sent in the same round trip as `begin`. `plan_cache_mode`: PostgreSQL otherwise re-plans
 * a search on every run (its custom plans look cheaper on paper), which cost ~0.5 ms per search;
 * the generic plan uses the same indexes (measured in bench/README.md).
 */
async function inSearchTransaction<T>(
  db: Db,
  settings: string,
  work: (queries: ShopQueries) => Promise<T>,
): Promise<T> {
  const client = await db.$client.connect()
  try {
    await client.query(`begin read only; set local plan_cache_mode = force_generic_plan; ${settings}`)
    const result = await work(queriesOn(client))
    await client.query('commit')
    return result
  } catch (err) {
    await client.query('rollback').catch(() => {})
    throw err
  } finally {
    client.release()
  }
}

/** The shop's statements: browsing on the pool, searches in a transaction with generic plans. */
export function shopQueries(db: Db): ShopQueries {
  const pool = queriesOn(db.$client)
  return {
    page: (f, limit, offset) =>
      f.search ? inSearchTransaction(db, '', (q) => q.page(f, limit, offset)) : pool.page(f, limit, offset),
    count: (f) => (f.search ? inSearchTransaction(db, '', (q) => q.count(f)) : pool.count(f)),
  }
}

/** Runs `work` on one connection with the trigram threshold the typo fallback needs (this transaction only). */
export const withFuzzySearch = <T>(db: Db, work: (queries: ShopQueries) => Promise<T>): Promise<T> =>
  inSearchTransaction(db, `set local pg_trgm.word_similarity_threshold = ${Number(FUZZY_THRESHOLD)}`, work)
