import type { ProductDto } from '@kladbyte/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { line, memberRoutes, mockApi, visitorRoutes } from '../../../lib/test/list-routes'
import { useAddToCart, useAddToWishlist } from './add-to-cart'
import { useCartCount } from './counts'
import { readGuestList, writeGuestList } from './guest-lists'
import { useListScope } from './list-mode'
import { mergeGuestLists } from './merge-guest-lists'

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

const product = (overrides: Partial<ProductDto> = {}): ProductDto => ({
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Kappa',
  description: 'Varm',
  price: 150,
  size: 'L',
  categoryId: '11111111-1111-4111-8111-111111111111',
  display: true,
  state: 'available',
  imageUrl: '/media/kappa.webp',
  images: [],
  ...overrides,
})

/** Renders an add hook and waits until the login state is known (member or guest). */
async function renderAdd(useAdd: () => (p: ProductDto) => void) {
  const view = renderHook(() => ({ add: useAdd(), scope: useListScope() }), { wrapper: wrapper() })
  await waitFor(() => expect(view.result.current.scope).not.toBeNull())
  return (p: ProductDto) => view.result.current.add(p)
}

function wrapper() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
}

beforeEach(() => {
  localStorage.clear()
  vi.mocked(toast.success).mockClear()
  vi.mocked(toast.info).mockClear()
  vi.mocked(toast.error).mockClear()
})
afterEach(() => vi.unstubAllGlobals())

describe('guest cart', () => {
  it('keeps a visitor cart in the browser and skips a garment already in it', async () => {
    const calls = mockApi(visitorRoutes)
    const add = await renderAdd(useAddToCart)
    add(product())
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Produkten har lagts till i varukorgen', { duration: 2000 }),
    )
    add(product())
    await waitFor(() => expect(toast.info).toHaveBeenCalled())
    expect(readGuestList('cart').map((i) => i.productName)).toEqual(['Kappa'])
    expect(readGuestList('cart')[0]).toMatchObject({
      productImageUrl: '/media/kappa.webp',
      price: 150,
      size: 'L',
    })
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)
  })

  it('keeps a visitor wishlist apart from the cart', async () => {
    mockApi(visitorRoutes)
    const add = await renderAdd(useAddToWishlist)
    add(product())
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Produkten har lagts till i önskelistan', {
        duration: 2000,
      }),
    )
    expect(readGuestList('wishlist')).toHaveLength(1)
    expect(readGuestList('cart')).toHaveLength(0)
  })

  it('posts a member add to the server, but not when the garment is already in the cart', async () => {
    const existing = line({ productId: product().id })
    const calls = mockApi({ ...memberRoutes(), 'GET /api/cart': () => ({ body: [existing] }) })
    const add = await renderAdd(useAddToCart)
    add(product())
    await waitFor(() =>
      expect(toast.info).toHaveBeenCalledWith('Produkten finns redan i varukorgen', { duration: 2000 }),
    )
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/cart')).toHaveLength(0)
  })

  it('toasts the spec text when the server refuses an add', async () => {
    const calls = mockApi({
      ...memberRoutes(),
      'GET /api/cart': () => ({ body: [] }),
      'POST /api/cart': () => ({ status: 409, body: { error: 'conflict', message: 'Såld.' } }),
    })
    const add = await renderAdd(useAddToCart)
    add(product())
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Kunde inte lägga till produkten i varukorgen', {
        duration: 4000,
      }),
    )
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      productId: product().id,
      price: 150,
    })
  })
})

describe('merging the guest lists on login', () => {
  it('sends each browser list to its merge call, then clears the browser copy', async () => {
    const [a, b, c] = [line(), line(), line()]
    writeGuestList('cart', [a, b])
    writeGuestList('wishlist', [c])
    const calls = mockApi({
      'GET /api/csrfToken': () => ({ body: { token: 'fresh' } }),
      // The server skips unknown and unavailable garments (b here) and answers the merged list.
      'POST /api/cart/merge': () => ({ body: [a] }),
      'POST /api/wishlist/merge': () => ({ body: [] }),
    })
    await expect(mergeGuestLists()).resolves.toBe(true)
    const posts = calls.filter((x) => x.method === 'POST')
    expect(posts.map((x) => [x.path, x.body])).toEqual([
      ['/api/cart/merge', { productIds: [a.productId, b.productId] }],
      ['/api/wishlist/merge', { productIds: [c.productId] }],
    ])
    expect(posts[0]?.headers['x-csrf-token']).toBe('fresh')
    expect(readGuestList('cart')).toEqual([])
    expect(readGuestList('wishlist')).toEqual([])
  })

  it('keeps the browser lists when the merge fails for a passing reason', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const [a, b] = [line(), line()]
    writeGuestList('cart', [a])
    writeGuestList('wishlist', [b])
    const calls = mockApi({
      'GET /api/csrfToken': () => ({ body: { token: 't' } }),
      'POST /api/cart/merge': () => ({
        status: 503,
        body: { error: 'unavailable', message: 'Försök igen.' },
      }),
    })
    await expect(mergeGuestLists()).resolves.toBe(false)
    expect(readGuestList('cart').map((i) => i.productId)).toEqual([a.productId])
    expect(readGuestList('wishlist').map((i) => i.productId)).toEqual([b.productId])
    expect(calls.some((x) => x.path === '/api/wishlist/merge')).toBe(false)
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('sends long lists in batches of 200', async () => {
    writeGuestList(
      'cart',
      Array.from({ length: 250 }, () => line()),
    )
    const calls = mockApi({
      'GET /api/csrfToken': () => ({ body: { token: 't' } }),
      'POST /api/cart/merge': () => ({ body: [] }),
    })
    await expect(mergeGuestLists()).resolves.toBe(true)
    const sizes = calls
      .filter((x) => x.path === '/api/cart/merge')
      .map((x) => (x.body as { productIds: string[] }).productIds.length)
    expect(sizes).toEqual([200, 50])
  })

  it('moves the visitor lists into the account when the session becomes a member', async () => {
    const a = line()
    writeGuestList('cart', [a])
    let serverCart: unknown[] = []
    mockApi({
      ...memberRoutes(),
      'GET /api/cart': () => ({ body: serverCart }),
      'GET /api/wishlist': () => ({ body: [] }),
      'POST /api/cart/merge': () => {
        serverCart = [a]
        return { body: serverCart }
      },
    })
    const { result } = renderHook(() => useCartCount(), { wrapper: wrapper() })
    await waitFor(() => expect(result.current).toBe(1))
    await waitFor(() => expect(readGuestList('cart')).toEqual([]))
    expect(serverCart).toEqual([a])
  })
})
