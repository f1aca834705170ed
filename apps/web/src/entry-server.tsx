import {
  type CategoryDto,
  PRERENDERED_PAGES,
  type ProductDto,
  type ProductSearchResponse,
  PUBLIC_PAGES,
  type PublicSettingsDto,
  pagePattern,
} from '@kladbyte/contract'
import { dehydrate, QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { Providers, queryDefaults } from './app/providers'
import { routes } from './app/router'
import { productQuery } from './features/catalog/api/get-product'
import { productSearchQuery, searchRequestParams } from './features/catalog/api/search-products'
import { GALLERY_SIZES } from './features/catalog/components/gallery'
import { cardImageSizes } from './features/catalog/components/product-grid'
import { mainImage } from './features/catalog/components/product-image'
import { DEFAULT_COLUMNS } from './features/catalog/hooks/use-columns'
import { categoryIdFromSplat, parseShopParams } from './features/catalog/lib/shop-params'
import { categoriesQuery } from './lib/categories'
import { shopSettingsQuery } from './lib/shop-settings'
import { pageTitle } from './lib/use-page-title'
import { type LcpImage, type Manifest, renderDocument } from './ssr/document'

export type { Manifest } from './ssr/document'

/** In-process data access the server hands in (the catalogue service, not HTTP). */
export interface Loaders {
  categories(): Promise<CategoryDto[]>
  settings(): Promise<PublicSettingsDto>
  /** The shop's search with the query string the client would send. */
  search(params: Record<string, string>): Promise<ProductSearchResponse>
  /** A product as a visitor sees it; null when it does not exist or is hidden. */
  product(id: string): Promise<ProductDto | null>
}

export interface PageInput {
  /** Path and query, e.g. /shop/123?page=2. */
  url: string
  /** dist/index.html as built. */
  template: string
  manifest: Manifest | null
  /** Absent when pre-rendering at build: API data is then filled in by the client. */
  loaders?: Loaders
}

/** A rendered page, or `missing` (404) when the product in the URL is not there for a visitor. */
export type PageResult = { status: 200; html: string } | { status: 404 }

/** Public pages rendered at build into dist/prerender/<name>.html, by path (read by scripts/prerender.mjs). */
export { PRERENDERED_PAGES }

const ROUTE_MODULES = PUBLIC_PAGES.map((page) => [pagePattern(page.path), page.module] as const)

/** The route chunk of the public page at `pathname` (lower case), preloaded by the document. */
function routeModule(pathname: string): string | undefined {
  return ROUTE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1]
}

const toStrings = (params: Record<string, string | number | boolean | undefined>) =>
  Object.fromEntries(
    Object.entries(params).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])),
  )

interface Prefetched {
  title?: string
  lcpImage?: LcpImage | null
}

/** Puts the data the page needs into the query cache under the client's own keys. */
async function prefetch(client: QueryClient, url: URL, loaders: Loaders): Promise<Prefetched | 'missing'> {
  const [categories, settings] = await Promise.all([loaders.categories(), loaders.settings()])
  client.setQueryData(categoriesQuery.queryKey, categories)
  client.setQueryData(shopSettingsQuery.queryKey, settings)
  const product = /^\/product\/([^/]+)$/i.exec(url.pathname)
  if (product) {
    const id = decodeURIComponent(product[1]!)
    const found = await loaders.product(id)
    if (!found) return 'missing'
    client.setQueryData(productQuery(id).queryKey, found)
    const image = mainImage(found)
    const src = image?.imageUrl ?? found.imageUrl
    return {
      title: pageTitle(found.name, settings.shopName),
      lcpImage: src ? { src, srcset: image?.srcset || undefined, sizes: GALLERY_SIZES } : null,
    }
  }
  const splat = url.pathname.replace(/^\/shop\/?/i, '')
  const filters = { ...parseShopParams(url.searchParams), categoryId: categoryIdFromSplat(splat) }
  const results = await loaders.search(toStrings(searchRequestParams(filters)))
  client.setQueryData(productSearchQuery(filters).queryKey, results)
  const first = results.items[0]
  const image = first ? mainImage(first) : undefined
  const src = image?.imageUrl ?? first?.imageUrl
  return {
    lcpImage: src
      ? { src, srcset: image?.srcset || undefined, sizes: cardImageSizes(DEFAULT_COLUMNS) }
      : null,
  }
}

/**
 * Renders one page of the storefront on the server with the client's own route table: the
 * pre-rendered public pages at build (no loaders), /shop and /product/{id} per request with their
 * data fetched in-process and inlined as dehydrated query state for `hydrateRoot`.
 */
export async function renderPage({ url: path, template, manifest, loaders }: PageInput): Promise<PageResult> {
  const url = new URL(path, 'http://localhost')
  const client = new QueryClient({ defaultOptions: queryDefaults })
  const fetched = loaders ? await prefetch(client, url, loaders) : {}
  if (fetched === 'missing') return { status: 404 }

  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(url))
  if (context instanceof Response) throw new Error(`unexpected redirect while rendering ${url.pathname}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const appHtml = renderToString(
    <StrictMode>
      <Providers client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  )
  const html = renderDocument(template, manifest, {
    appHtml,
    state: loaders ? dehydrate(client) : null,
    title: fetched.title,
    routeModule: routeModule(url.pathname.toLowerCase()),
    lcpImage: fetched.lcpImage,
  })
  return { status: 200, html }
}
