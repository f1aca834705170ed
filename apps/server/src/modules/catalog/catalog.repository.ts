import { and, asc, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { categories, productImages, products } from '../../db/schema/index.js'
import type { SearchTerms } from './search-terms.js'

export type ProductRow = Omit<typeof products.$inferSelect, 'searchVector'>
export type ImageRow = typeof productImages.$inferSelect

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

/** Word-similarity threshold for typo matching: 'klänign' vs 'klänning' scores 0.5. */
export const FUZZY_THRESHOLD = 0.45

// Every column except the tsvector, which no caller needs.
const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  price: products.price,
  size: products.size,
  categoryId: products.categoryId,
  display: products.display,
  state: products.state,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
}

const fullText = (s: SearchTerms) => sql`websearch_to_tsquery('swedish', ${s.text})`
const prefixText = (prefix: string) => sql`to_tsquery('swedish', ${prefix})`
const lowerName = sql`lower(${products.name})`

// ts_lexize is immutable: PostgreSQL folds the pattern to a constant and uses the trigram index.
const containsStem = (word: string) =>
  sql`${lowerName} like '%' || coalesce((ts_lexize('swedish_stem', ${word}))[1], ${word}) || '%'`

/**
 * Words: stemmed full text on name and description (a prefix match too when the last word is short),
 * or the stem of every 4+ letter word inside the name (trigram index). Fuzzy: word similarity of the whole text to the name (trigram index).
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

/** The shop's WHERE clause. The literal state/display terms let PostgreSQL pick the partial indexes. */
function shopWhere(f: ShopFilter): SQL {
  const parts: SQL[] = [sql`${products.display} and ${products.state} = 'available'`]
  if (f.categoryIds) parts.push(inArray(products.categoryId, f.categoryIds))
  if (f.sizes.length > 0) parts.push(inArray(products.size, f.sizes))
  if (f.maxPrice !== null) parts.push(lte(products.price, f.maxPrice))
  if (f.search) parts.push(searchMatch(f.search, f.fuzzy ?? false))
  return and(...parts)!
}

/** Runs `work` with the trigram threshold the typo fallback needs (set for this transaction only). */
export async function withFuzzySettings<T>(db: DbOrTx, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`,
    )
    return work(tx)
  })
}

// A product's images as JSON inside the page query (main first, then upload order): one round trip.
const imagesOf = (productId: SQL) => sql<ImageJson[]>`(
  select coalesce(json_agg(json_build_object(
    'id', i.id, 'productId', i.product_id, 'position', i.position, 'main', i.main, 'storageKey', i.storage_key,
    'widths', i.widths, 'width', i.width, 'height', i.height, 'createdAt', i.created_at
  ) order by i.main desc, i.position, i.created_at), '[]'::json)
  from ${productImages} i where i.product_id = ${productId})`

type ImageJson = Omit<ImageRow, 'createdAt'> & { createdAt: string }
export type ShopRow = ProductRow & { images: ImageRow[] }

/**
 * One page of shop products with their images: best match first when searching, otherwise newest
 * first. A search also returns the number of matches (a window count: the matches are read and
 * ranked anyway, so a second query would read them twice); `total` is null otherwise or past the end.
 */
export async function findShopProducts(
  db: DbOrTx,
  f: ShopFilter,
  limit: number,
  offset: number,
): Promise<{ rows: ShopRow[]; total: number | null }> {
  const rank = f.search ? searchRank(f.search, f.fuzzy ?? false) : sql`0`
  const page = db
    .select({
      ...productColumns,
      rank: sql<number>`${rank}`.as('rank'),
      total: sql<number | null>`${f.search ? sql`count(*) over ()` : sql`null::bigint`}`.as('total'),
    })
    .from(products)
    .where(shopWhere(f))
    .orderBy(...(f.search ? [desc(rank)] : []), desc(products.createdAt), desc(products.id))
    .limit(limit)
    .offset(offset)
    .as('page')
  // The images are looked up for the page's rows only, after the limit.
  const found = await db
    .select({
      id: page.id,
      name: page.name,
      description: page.description,
      price: page.price,
      size: page.size,
      categoryId: page.categoryId,
      display: page.display,
      state: page.state,
      createdAt: page.createdAt,
      updatedAt: page.updatedAt,
      total: page.total,
      // Qualified by hand: inside the image subquery a bare "id" would mean the image's id.
      images: imagesOf(sql.raw('"page"."id"')),
    })
    .from(page)
    .orderBy(desc(page.rank), desc(page.createdAt), desc(page.id))
  const total = found[0]?.total ?? null
  const rows = found.map(({ total: _, images, ...row }) => ({
    ...row,
    images: images.map((i) => ({ ...i, createdAt: new Date(i.createdAt) })),
  }))
  return { rows, total: total === null ? null : Number(total) }
}

export async function countShopProducts(db: DbOrTx, f: ShopFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(shopWhere(f))
  return row?.n ?? 0
}

export async function findProductById(db: DbOrTx, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id))
  return row
}

/** Images of the given products, each product's main image first, then in upload order. */
export async function findImages(db: DbOrTx, productIds: string[]): Promise<ImageRow[]> {
  if (productIds.length === 0) return []
  return db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(desc(productImages.main), asc(productImages.position), asc(productImages.createdAt))
}

export async function findAllCategories(db: DbOrTx) {
  return db.select().from(categories)
}
