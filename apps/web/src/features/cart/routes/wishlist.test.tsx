import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { line, memberRoutes, mockApi, renderWithProviders } from '../../../lib/test/list-routes'
import { Component as Wishlist } from './wishlist'

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

beforeEach(() => {
  localStorage.clear()
  vi.mocked(toast.success).mockClear()
  vi.mocked(toast.error).mockClear()
})
afterEach(() => vi.unstubAllGlobals())

const table = () => screen.findByRole('table')

describe('wishlist page', () => {
  it('shows the empty text and the two ways on', async () => {
    mockApi({ ...memberRoutes(), 'GET /api/wishlist': () => ({ body: [] }) })
    renderWithProviders(<Wishlist />)
    expect(await screen.findByText('Inga produkter i önskelistan.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Fortsätt handla' })).toHaveAttribute('href', '/shop')
    expect(screen.getByRole('link', { name: 'Till varukorgen' })).toHaveAttribute('href', '/cart')
  })

  it('moves a garment to the cart and toasts it', async () => {
    const vast = line({ productName: 'Väst' })
    let wishlist = [vast]
    const calls = mockApi({
      ...memberRoutes(),
      'GET /api/wishlist': () => ({ body: wishlist }),
      'GET /api/cart': () => ({ body: wishlist.length ? [] : [vast] }),
      [`POST /api/cart/add-wishlist-item-to-cart/${vast.productId}`]: () => {
        wishlist = []
        return { body: [vast] }
      },
    })
    renderWithProviders(<Wishlist />)
    await userEvent.click(within(await table()).getByRole('button', { name: 'Lägg i varukorgen' }))
    expect(await screen.findByText('Inga produkter i önskelistan.')).toBeInTheDocument()
    expect(toast.success).toHaveBeenCalledWith('Produkten har lagts till i varukorgen', { duration: 2000 })
    expect(calls.some((c) => c.path.startsWith('/api/cart/add-wishlist-item-to-cart/'))).toBe(true)
  })

  it('says so when the garment reached the cart but stayed on the wishlist', async () => {
    const vast = line({ productName: 'Väst' })
    mockApi({
      ...memberRoutes(),
      'GET /api/wishlist': () => ({ body: [vast] }),
      'GET /api/cart': () => ({ body: [vast] }),
      [`POST /api/cart/add-wishlist-item-to-cart/${vast.productId}`]: () => ({ body: [vast] }),
    })
    renderWithProviders(<Wishlist />)
    await userEvent.click(within(await table()).getByRole('button', { name: 'Lägg i varukorgen' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Produkten har lagts till i varukorgen men kunde inte tas bort från önskelistan.',
        { duration: 4000 },
      ),
    )
  })

  it('toasts the spec text when removal fails', async () => {
    const vast = line({ productName: 'Väst' })
    mockApi({
      ...memberRoutes(),
      'GET /api/wishlist': () => ({ body: [vast] }),
      [`DELETE /api/wishlist/${vast.productId}`]: () => ({
        status: 500,
        body: { error: 'x', message: 'Fel' },
      }),
    })
    renderWithProviders(<Wishlist />)
    await userEvent.click(within(await table()).getByRole('button', { name: 'Ta bort Väst från listan' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Kunde inte ta bort produkten från önskelistan', {
        duration: 4000,
      }),
    )
  })

  it('does not offer a garment that is gone', async () => {
    mockApi({
      ...memberRoutes(),
      'GET /api/wishlist': () => ({ body: [line({ productName: 'Regnjacka', available: false })] }),
    })
    renderWithProviders(<Wishlist />)
    const t = await table()
    expect(within(t).getByText('Inte längre tillgänglig')).toBeInTheDocument()
    expect(within(t).getByRole('button', { name: 'Lägg i varukorgen' })).toBeDisabled()
  })
})
