import type { CategoryDto, ProductDto, ProductSearchResponse } from '@kladbyte/contract'
import { EMPTY_GUID } from '@kladbyte/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { type ListActions, ListActionsProvider } from '../../../lib/list-actions'

/** Nothing to show while a lazy route loads in a test. */
const HydrateFallback = () => null

const noListActions: ListActions = { addToCart: () => {}, addToWishlist: () => {} }

/**
 * Renders the catalogue routes at `url` with a fresh query cache and the given cart/wishlist actions
 * (the app shell provides the real ones); returns the router to inspect.
 */
export function renderRoute(url: string, listActions: ListActions = noListActions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      { path: 'shop', HydrateFallback, lazy: () => import('../routes/shop') },
      { path: 'shop/*', HydrateFallback, lazy: () => import('../routes/shop') },
      { path: 'product/:productId', HydrateFallback, lazy: () => import('../routes/product') },
    ],
    { initialEntries: [url] },
  )
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ListActionsProvider value={listActions}>
        <RouterProvider router={router} />
      </ListActionsProvider>
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient }
}

type Handler = (url: URL) => unknown | Response

/** Replaces global fetch with `handler` (answers are JSON; return a Response for other statuses). */
export function mockFetch(handler: Handler) {
  const fn = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost')
    // Shop settings are not the catalogue's business: the page falls back to its defaults.
    if (url.pathname === '/api/settings/public') return new Response('{}', { status: 404 })
    const answer = await handler(url)
    if (answer instanceof Response) return answer
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fn)
  return fn
}

export const notFound = () =>
  new Response(JSON.stringify({ error: 'not_found', message: 'Produkten finns inte.' }), { status: 404 })

let seq = 0
const uuid = () => `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`

export function makeCategory(overrides: Partial<CategoryDto> = {}): CategoryDto {
  return {
    id: uuid(),
    name: 'Dam',
    description: '',
    display: true,
    sorting: 0,
    parent: EMPTY_GUID,
    imageRelativePath: null,
    ...overrides,
  }
}

export function makeProduct(overrides: Partial<ProductDto> = {}): ProductDto {
  const id = overrides.id ?? uuid()
  return {
    id,
    name: 'Blommig klänning',
    description: 'En somrig klänning i bomull.',
    price: 120,
    size: 'M',
    categoryId: uuid(),
    display: true,
    state: 'available',
    imageUrl: `/media/${id}-640.webp`,
    images: [1, 2, 3].map((n) => ({
      imageId: uuid(),
      productId: id,
      imageUrl: `/media/${id}-${n}-640.webp`,
      srcset: `/media/${id}-${n}-320.webp 320w, /media/${id}-${n}-640.webp 640w, /media/${id}-${n}-1024.webp 1024w`,
      width: 640,
      height: 853,
      main: n === 1,
    })),
    ...overrides,
  }
}

export function page(
  items: ProductDto[],
  total = items.length,
  pageNo = 1,
  pageSize = 20,
): ProductSearchResponse {
  return { items, total, page: pageNo, totalPages: Math.max(1, Math.ceil(total / pageSize)) }
}
