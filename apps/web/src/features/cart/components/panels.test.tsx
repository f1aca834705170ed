import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  line,
  memberRoutes,
  mockApi,
  renderWithProviders,
  visitorRoutes,
} from '../../../lib/test/list-routes'
import { writeGuestList } from '../api/guest-lists'
import { CartPanel } from './cart-panel'
import { WishlistPanel } from './wishlist-panel'

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('CartPanel', () => {
  it('shows the empty text when the cart is empty', async () => {
    mockApi(visitorRoutes)
    renderWithProviders(<CartPanel onClose={() => {}} />)
    expect(await screen.findByText('Varukorgen är tom.')).toBeInTheDocument()
  })

  it("lists a visitor's lines with the total points and links onwards", async () => {
    mockApi(visitorRoutes)
    writeGuestList('cart', [
      line({ productName: 'Jacka', price: 1200 }),
      line({ productName: 'Mössa', price: 30 }),
    ])
    const onClose = vi.fn()
    renderWithProviders(<CartPanel onClose={onClose} />)
    expect(await screen.findByText('Jacka')).toBeInTheDocument()
    expect(screen.getByTestId('cart-panel-total').textContent).toBe('1\u00a0230 poäng')
    expect(screen.getByRole('link', { name: 'Visa Varukorg' })).toHaveAttribute('href', '/cart')
    await userEvent.click(screen.getByRole('link', { name: 'Beställ' }))
    expect(onClose).toHaveBeenCalled()
  })

  it("removes a member's line with DELETE /api/cart/{id} and shows the answered list", async () => {
    const jacka = line({ productName: 'Jacka', price: 120 })
    const mossa = line({ productName: 'Mössa', price: 30 })
    let cart = [jacka, mossa]
    const calls = mockApi({
      ...memberRoutes(),
      'GET /api/cart': () => ({ body: cart }),
      [`DELETE /api/cart/${jacka.productId}`]: () => {
        cart = [mossa]
        return { body: cart }
      },
    })
    renderWithProviders(<CartPanel onClose={() => {}} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Ta bort Jacka från listan' }))
    await waitFor(() => expect(screen.queryByText('Jacka')).not.toBeInTheDocument())
    expect(screen.getByTestId('cart-panel-total')).toHaveTextContent('30 poäng')
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/cart/${jacka.productId}`)).toBe(true)
  })

  it('marks a line whose garment is gone', async () => {
    mockApi({ ...memberRoutes(), 'GET /api/cart': () => ({ body: [line({ available: false })] }) })
    renderWithProviders(<CartPanel onClose={() => {}} />)
    expect(await screen.findByText('Inte längre tillgänglig')).toBeInTheDocument()
  })
})

describe('WishlistPanel', () => {
  it('shows the empty text', async () => {
    mockApi(visitorRoutes)
    renderWithProviders(<WishlistPanel onClose={() => {}} />)
    expect(await screen.findByText('Inga produkter i önskelistan.')).toBeInTheDocument()
  })

  it("moves a visitor's whole wishlist into the cart without duplicates", async () => {
    mockApi(visitorRoutes)
    const shared = line({ productName: 'Kjol' })
    writeGuestList('cart', [shared])
    writeGuestList('wishlist', [shared, line({ productName: 'Väst' })])
    renderWithProviders(<WishlistPanel onClose={() => {}} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Lägg allt i varukorgen' }))
    expect(await screen.findByText('Inga produkter i önskelistan.')).toBeInTheDocument()
    const cart = JSON.parse(localStorage.getItem('kladbyte.guest.cart')!) as { productName: string }[]
    expect(cart.map((i) => i.productName)).toEqual(['Kjol', 'Väst'])
  })

  it('only logs a failed add-all for a member', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    mockApi({
      ...memberRoutes(),
      'GET /api/wishlist': () => ({ body: [line({ productName: 'Väst' })] }),
      'POST /api/cart/add-wishlist-to-cart': () => ({
        status: 500,
        body: { error: 'internal', message: 'Fel' },
      }),
    })
    renderWithProviders(<WishlistPanel onClose={() => {}} />)
    const list = await screen.findByRole('list')
    await userEvent.click(screen.getByRole('button', { name: 'Lägg allt i varukorgen' }))
    await waitFor(() => expect(warn).toHaveBeenCalled())
    expect(within(list).getByText('Väst')).toBeInTheDocument()
    warn.mockRestore()
  })
})
