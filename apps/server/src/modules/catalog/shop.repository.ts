import { createHash } from 'node:crypto'
import { fillPlaceholders, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import type { ImageFields } from '../../core/media/media.dto.js'
import { createPool, type Db } from '../../db/client.js'
import { products } from '../../db/schema/index.js'
import type { ProductFields } from './catalog.mappers.js'
import { FUZZY_MIN_LETTERS } from './search-terms.js'
import {
  browseSql,
  countLimitOf,
  type Shape,
  type ShopFilter,
  searchSql,
  shapeOf,
  shopWhere,
  valuesOf,
} from './shop.sql.js'

export { COUNT_LIMIT, SEARCH_COUNT_LIMIT, type ShopFilter } from './shop.sql.js'

/** A garment on a shop page: what the product DTO needs, no more (no dates to parse). */
export type ShopRow = ProductFields & { images: ImageFields[] }

/** The shop's listing statements, bound to the pool or to one connection. */
export interface ShopQueries {
  /**
   * One page with each garment's images. A search also returns the number of matches (counted
   * from the match set the page is ranked from); `total` is null otherwise or past the end.
   * Counts stop at `COUNT_LIMIT` (a search's at `SEARCH_COUNT_LIMIT`): a larger number means
   * "more than the cap", and a search's page is then ranked among only some of its matches.
   */
  page(f: ShopFilter, limit: number, offset: number): Promise<{ rows: ShopRow[]; total: number | null }>
  /**
   * A page of a search's matches newest first, the words checked on each garment's stored terms
   * as they come: for a common word, where this stops after the page (docs/decisions/044).
   */
  newest(f: ShopFilter, limit: number, offset: number): Promise<ShopRow[]>
  /** The number of garments, at most `COUNT_LIMIT` (a search's at most `SEARCH_COUNT_LIMIT`). */
  count(f: ShopFilter): Promise<number>
  /**
   * The typo fallback: each word of 5+ letters that no garment name holds, replaced by the most
   * similar word that one does (trigram similarity ≥ 0.3 in `catalog_words`); null when no word
   * changed. 'klänign' → 'klänning'.
   */
  correct(lower: string): Promise<string | null>
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

/**
 * 'page' ranks a search's matches (or lists a browse page), 'newest' lists a search newest first,
 * 'count' counts.
 */
function statement(kind: 'page' | 'newest' | 'count', shape: Shape): Statement {
  const key = `${kind}:${JSON.stringify(shape)}`
  let found = statements.get(key)
  if (!found) {
    const query =
      kind === 'count'
        ? sql`select count(*)::int as n from (
            select 1 from ${products} where ${shopWhere(shape)} limit ${sql.raw(String(countLimitOf(shape)))}
          ) c`
        : shape.search && kind === 'page'
          ? searchSql(shape, shape.search)
          : browseSql(shape)
    const { sql: text, params } = dialect.sqlToQuery(query)
    // A common word's newest-first page keeps custom plans: its best index depends on the words.
    const name =
      shape.search && kind !== 'newest'
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
    async newest(f, limit, offset) {
      return (await run(statement('newest', shapeOf(f)), valuesOf(f, limit, offset))).map(toShopRow)
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
  // Room for the TID bitmap of a common word (200 000 matches at a million garments): at the
  // default 4 MB it turned lossy and every row of those pages was checked again (ADR 044).
  '-c work_mem=16MB',
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
    // On the app's pool: the search connections force generic plans, and this needs custom ones.
    newest: (f, limit, offset) => browse.newest(f, limit, offset),
    count: (f) => (f.search ? search : browse).count(f),
    correct: (lower) => search.correct(lower),
    close: () => searchPool.end(),
  }
}
