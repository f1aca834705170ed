import {
  type CategoryDto,
  EMPTY_GUID,
  type ProductDto,
  type ProductImageDto,
  type ProductSearchQuery,
  type ProductSearchResponse,
  SEARCH_TOTAL_CAP,
  SHOP_TOTAL_CAP,
} from '@kladbyte/contract'
import type { z } from 'zod'
import { DEFAULT_SEARCH_CONNECTIONS } from '../../config.js'
import { toImageDto } from '../../core/media/media.dto.js'
import type { MediaUrls } from '../../core/media/media.urls.js'
import type { Db } from '../../db/client.js'
import { notFound } from '../../lib/errors.js'
import { pageOf, pageRows } from '../../lib/paging.js'
import { toCategoryDto, toProductDto } from './catalog.mappers.js'
import * as repo from './catalog.repository.js'
import { CategoryTree } from './category-tree.js'
import { parseSearch } from './search-terms.js'
import * as shopRepo from './shop.repository.js'
import { cachedValue, expiringMap } from './ttl-cache.js'

export type SearchQuery = z.output<typeof ProductSearchQuery>
export type SimilarSource = 'category' | 'mainCategory' | 'all'
export interface Viewer {
  isAdmin: boolean
}

const PRODUCT_NOT_FOUND = 'Kunde inte hitta produkt.'
const CATEGORY_NOT_FOUND = 'Kunde inte hitta kategorin.'
const SIMILAR_MAX_TAKE = 24

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** A path id in canonical form, or null when it cannot be an id (the route answers 404). */
const pathId = (id: string | undefined) => (id && GUID.test(id) ? id.toLowerCase() : null)

/** Integer path segments such as the `0/6/0` of the similar-product calls; anything else → 404. */
function pathInt(value: string | undefined, what: string): number {
  if (value === undefined || value === '') return 0
  if (!/^[+-]?\d{1,9}$/.test(value)) throw notFound(`Ogiltigt ${what} i adressen.`)
  return Number(value)
}

const splitSizes = (sizes: string | string[] | undefined) =>
  [
    ...new Set(
      (Array.isArray(sizes) ? sizes : [sizes ?? ''])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, 50)

const truthy = (flag: string | undefined) => flag === undefined || flag === '' || /^(true|1)$/i.test(flag)

export interface CatalogServiceOptions {
  db: Db
  urls: MediaUrls
  /** How long the in-memory category tree is reused (staff edits reach other processes within this). */
  categoryTtlMs?: number
  /**
   * How long a filter's total is reused for paging (a sold garment may count for this long), and
   * that a search's words are common (more than SEARCH_TOTAL_CAP matches).
   */
  countTtlMs?: number
  /** Searches running in the database at once (SEARCH_CONNECTIONS). */
  searchConnections?: number
}

/** The shop's catalogue: categories, product search, product pages and similar products. */
export function createCatalogService({ db, urls, ...options }: CatalogServiceOptions) {
  const tree = cachedValue(
    options.categoryTtlMs ?? 5_000,
    async () => new CategoryTree(await repo.findAllCategories(db)),
  )
  const totals = expiringMap<number>(options.countTtlMs ?? 10_000, 1_000)

  const toDtos = (rows: shopRepo.ShopRow[]) => rows.map((r) => toProductDto(r, r.images, urls))

  /** The product if this viewer may see it: staff see everything, visitors only displayed garments in visible categories. */
  async function visibleProduct(id: string, viewer: Viewer | null) {
    const productId = pathId(id)
    const row = productId ? await repo.findProductById(db, productId) : undefined
    if (!row) throw notFound(PRODUCT_NOT_FOUND)
    const shown = row.display && (await tree.get()).isVisible(row.categoryId)
    if (!shown && !viewer?.isAdmin) throw notFound(PRODUCT_NOT_FOUND)
    return { row, shown }
  }

  const shop = shopRepo.shopQueries(db, options.searchConnections ?? DEFAULT_SEARCH_CONNECTIONS)

  /**
   * Searching: the page query ranks and counts up to SEARCH_TOTAL_CAP + 1 matches. More means a
   * common word: its page is then listed newest first, which stops after the page instead of
   * reading every match, and the filter is known to be common for the totals' few seconds
   * (docs/decisions/044). With no match, the words are corrected against the
   * words of garment names ('klänign' → 'klänning') and the corrected text is searched instead.
   */
  async function searchPage(filter: shopRepo.ShopFilter, limit: number, offset: number) {
    const page = async (f: shopRepo.ShopFilter) => {
      // That a filter is common is kept for a few seconds, like a browse total: finding it out
      // reads the words' whole entry in the index (25 ms for 'klänning' in the whole shop at a
      // million garments), listing its page newest first a few hundred rows.
      const key = JSON.stringify(f)
      const common = totals.get(key)
      if (common !== undefined) return { rows: await shop.newest(f, limit, offset), total: common }
      const found = await shop.page(f, limit, offset)
      // Past the last page no row carries the count.
      const total = found.total ?? (offset > 0 ? await shop.count(f) : 0)
      if (total <= SEARCH_TOTAL_CAP) return { rows: found.rows, total }
      totals.set(key, total)
      return { rows: await shop.newest(f, limit, offset), total }
    }
    const exact = await page(filter)
    if (exact.total > 0 || !filter.search?.fuzzy) return exact
    const corrected = await shop.correct(filter.search.lower)
    const search = corrected === null ? null : parseSearch(corrected)
    return search ? page({ ...filter, search }) : exact
  }

  /**
   * Browsing: the page alone tells the total unless it is full or past the end; then the count
   * is reused for a few seconds per filter, so paging through a large category counts once.
   */
  async function browsePage(filter: shopRepo.ShopFilter, limit: number, offset: number) {
    const key = JSON.stringify(filter)
    const known = totals.get(key)
    if (known !== undefined && offset >= known) return { rows: [], total: known }
    const { rows } = await shop.page(filter, limit, offset)
    let total: number
    if (rows.length > 0 && rows.length < limit) total = offset + rows.length
    else if (rows.length === 0 && offset === 0) total = 0
    else if (known !== undefined && known >= offset + rows.length) total = known
    else total = await shop.count(filter)
    totals.set(key, total)
    return { rows, total }
  }

  return {
    /** Closes the search connections (when the app closes). */
    close: () => shop.close(),
    /** The searches' own connections (the benchmark EXPLAINs what runs there). */
    searchPool: shop.searchPool,

    /** Drops cached categories and totals (after staff edits, and in tests). */
    invalidate() {
      tree.invalidate()
      totals.clear()
    },

    async listCategories(): Promise<CategoryDto[]> {
      return (await tree.get()).visible().map((c) => toCategoryDto(c, urls))
    },

    async listAllCategories(): Promise<CategoryDto[]> {
      return (await tree.get()).sorted.map((c) => toCategoryDto(c, urls))
    },

    async search(q: SearchQuery): Promise<ProductSearchResponse> {
      const categories = await tree.get()
      const { page, pageSize } = q
      let categoryIds = categories.visibleIdsOrAll()
      const categoryId = q.categoryId && q.categoryId !== EMPTY_GUID ? q.categoryId.toLowerCase() : null
      if (categoryId) {
        if (!categories.isVisible(categoryId)) throw notFound(CATEGORY_NOT_FOUND)
        categoryIds = truthy(q.includeDescendants)
          ? categories.withDescendants(categoryId).filter((id) => categories.isVisible(id))
          : [categoryId]
      }
      const filter: shopRepo.ShopFilter = {
        categoryIds,
        sizes: splitSizes(q.sizes),
        maxPrice: q.maxPrice ? q.maxPrice : null,
        search: parseSearch(q.search),
        // A quarter of the categories or more (ADR 044): a guide for the search's plan, not its answer.
        broad: categoryIds === null || categoryIds.length * 4 >= categories.visible().length,
      }
      const { offset } = pageRows(q)
      // Listings end at the cap (ADR 038; a search's at its own, ADR 044): deeper pages would
      // cost more with every page.
      const cap = filter.search ? SEARCH_TOTAL_CAP : SHOP_TOTAL_CAP
      const found =
        offset >= cap
          ? { rows: [], total: await shop.count(filter) }
          : filter.search
            ? await searchPage(filter, pageSize, offset)
            : await browsePage(filter, pageSize, offset)
      const rows = found.rows.slice(0, Math.max(0, cap - offset))
      const total = Math.min(found.total, cap)
      const response = { items: toDtos(rows), ...pageOf(total, q), page }
      // Sent only when true: an exact total keeps the response as it was.
      return found.total > cap ? { ...response, totalCapped: true } : response
    },

    /** A product page: visible products for everyone, hidden ones for staff. `shown` says if it is public. */
    async getProduct(id: string, viewer: Viewer | null): Promise<{ product: ProductDto; shown: boolean }> {
      const { row, shown } = await visibleProduct(id, viewer)
      return { product: toProductDto(row, await repo.findImages(db, [row.id]), urls), shown }
    },

    async productImages(id: string, viewer: Viewer | null): Promise<ProductImageDto[]> {
      const { row } = await visibleProduct(id, viewer)
      return (await repo.findImages(db, [row.id])).map((i) => toImageDto(i, urls))
    },

    /**
     * Similar products for the product page's fallback chain: available garments in a category
     * (with its subcategories), in its whole top-level tree, or anywhere. An unknown or hidden
     * category gives an empty list so the page moves on to the next source.
     */
    async similar(source: SimilarSource, id: string | undefined, skip?: string, take?: string) {
      const offset = Math.max(pathInt(skip, 'startindex'), 0)
      const limit = Math.min(Math.max(pathInt(take, 'antal'), 1), SIMILAR_MAX_TAKE)
      // Like the shop's listings, these end at the cap (ADR 038): a deeper offset would walk the catalogue.
      if (offset >= SHOP_TOTAL_CAP) return []
      const categories = await tree.get()
      let categoryIds = categories.visibleIdsOrAll()
      if (source !== 'all') {
        const categoryId = pathId(id)
        if (!categoryId) throw notFound(CATEGORY_NOT_FOUND)
        const root = source === 'category' ? categoryId : categories.topLevelOf(categoryId)
        if (!categories.isVisible(root)) return []
        categoryIds = categories.withDescendants(root).filter((c) => categories.isVisible(c))
      }
      const filter = { categoryIds, sizes: [], maxPrice: null, search: null }
      return toDtos((await shop.page(filter, limit, offset)).rows)
    },
  }
}

export type CatalogService = ReturnType<typeof createCatalogService>
