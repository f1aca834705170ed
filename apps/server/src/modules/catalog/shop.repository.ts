import { createHash } from 'node:crypto'
import { SHOP_TOTAL_CAP } from '@kladbyte/contract'
import { and, fillPlaceholders, type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import { createPool, type Db } from '../../db/client.js'
import { productImages, products } from '../../db/schema/index.js'
import type { ImageFields } from '../media/media.dto.js'
import type { ProductFields } from './catalog.mappers.js'
import { FUZZY_MIN_LETTERS, type SearchTerms } from './search-terms.js'

/** What the shop lists: displayed, available garments, narrowed by the visitor's filters. */
export interface ShopFilter {
  /** Allowed categories; null means no restriction (every category is visible). */
  categoryIds: string[] | null
  sizes: string[]
  /** Highest price in points; null means no limit. */
  maxPrice: number | null
  search: SearchTerms | null
}

/** A garment on a shop page: what the product DTO needs, no more (no dates to parse). */
export type ShopRow = ProductFields & { images: ImageFields[] }

/** The shop's listing statements, bound to the pool or to one connection. */
export interface ShopQueries {
  /**
   * One page with each garment's images. A search also returns the number of matches (counted
   * from the match set the page is ranked from); `total` is null otherwise or past the end.
   * Counts stop at `COUNT_LIMIT`: a larger number means "more than SHOP_TOTAL_CAP".
   */
  page(f: ShopFilter, limit: number, offset: number): Promise<{ rows: ShopRow[]; total: number | null }>
  /** The number of garments, at most `COUNT_LIMIT`. */
  count(f: ShopFilter): Promise<number>
  /**
   * The typo fallback: each word of 5+ letters that no garment name holds, replaced by the most
   * similar word that one does (trigram similarity ≥ 0.3 in `catalog_words`); null when no word
   * changed. 'klänign' → 'klänning'.
   */
  correct(lower: string): Promise<string | null>
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
type SearchKind = 'words' | 'sized' | 'prefix'

/**
 * What a statement's text depends on. Statements are built once per shape with placeholders and
 * only filled per request: building the SQL was ~10 % of the server's CPU per search.
 */
interface Shape {
  categories: boolean
  sizes: boolean
  maxPrice: boolean
  search: SearchKind | null
}

function shapeOf(f: ShopFilter): Shape {
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
const valuesOf = (f: ShopFilter, limit = 0, offset = 0): Record<string, unknown> => ({
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
function shopWhere(shape: Shape): SQL {
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
function browseSql(shape: Shape): SQL {
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
function searchSql(shape: Shape, kind: SearchKind): SQL {
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
  images: r.images as ImageFields[],
})

const dialect = new PgDialect()

interface Statement {
  text: string
  params: unknown[]
  /** Searches run as named prepared statements (parsed once per connection); browsing does not. */
  name: string | undefined
}

// Built once per shape and process: a few dozen at most.
const statements = new Map<string, Statement>()

function statement(kind: 'page' | 'count', shape: Shape): Statement {
  const key = `${kind}:${JSON.stringify(shape)}`
  let found = statements.get(key)
  if (!found) {
    const query =
      kind === 'count'
        ? sql`select count(*)::int as n from (
            select 1 from ${products} where ${shopWhere(shape)} limit ${sql.raw(String(COUNT_LIMIT))}
          ) c`
        : shape.search
          ? searchSql(shape, shape.search)
          : browseSql(shape)
    const { sql: text, params } = dialect.sqlToQuery(query)
    const name = shape.search
      ? `shop_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`
      : undefined
    found = { text, params, name }
    statements.set(key, found)
  }
  return found
}

/**
 * Search statements are prepared (parsed once per connection); browsing keeps unnamed statements
 * and custom plans: there the best index depends on the category's size.
 */
function queriesOn(client: pg.Pool): ShopQueries {
  const run = async (s: Statement, values: Record<string, unknown>): Promise<Row[]> =>
    (await client.query<Row>({ text: s.text, values: fillPlaceholders(s.params, values), name: s.name })).rows
  return {
    async page(f, limit, offset) {
      const found = await run(statement('page', shapeOf(f)), valuesOf(f, limit, offset))
      const total = found[0]?.total
      return { rows: found.map(toShopRow), total: total == null ? null : Number(total) }
    },
    async count(f) {
      const [row] = await run(statement('count', shapeOf(f)), valuesOf(f))
      return Number(row?.n ?? 0)
    },
    async correct(lower) {
      const { rows } = await client.query<{ corrected: string | null }>({
        text: CORRECT_WORDS,
        values: [lower],
        name: 'shop_correct_words',
      })
      const corrected = rows[0]?.corrected ?? lower
      return corrected === lower ? null : corrected
    },
  }
}

/**
 * Each word as it is when it is short or some garment name holds it, else the dictionary word
 * most like it (`%`: trigram similarity ≥ pg_trgm.similarity_threshold, 0.3 by default; the GIN
 * trigram index over a few thousand words answers it in well under a millisecond).
 */
const CORRECT_WORDS = `
  select string_agg(coalesce(
    case when length(q.word) < ${FUZZY_MIN_LETTERS} then q.word end,
    (select w.word from catalog_words w where w.word = q.word),
    (select w.word from catalog_words w where w.word % q.word
      order by similarity(w.word, q.word) desc, w.word limit 1),
    q.word), ' ' order by q.n) as corrected
  from unnest(string_to_array($1::text, ' ')) with ordinality as q(word, n)`

/**
 * Settings of the search connections, fixed when each connection starts so that a search is one
 * round trip (a transaction with `set local` took three). `plan_cache_mode`: PostgreSQL otherwise
 * re-plans a search on every run (its custom plans look cheaper on paper), ~0.5 ms each; the
 * generic plan uses the same indexes.
 * Read-only: nothing on these connections may write.
 */
const SEARCH_CONNECTION_OPTIONS = [
  '-c plan_cache_mode=force_generic_plan',
  '-c default_transaction_read_only=on',
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
    correct: (lower) => search.correct(lower),
    close: () => searchPool.end(),
  }
}
