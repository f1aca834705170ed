import type { CartItemDto } from '@kladbyte/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  line,
  member,
  memberRoutes,
  mockApi,
  type Route,
  renderWithProviders,
} from '../../../lib/test/list-routes'
import { Component as Checkout } from './checkout'

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

function setup(cart: CartItemDto[], extra: Record<string, Route> = {}, user = member()) {
  let serverCart = cart
  const calls = mockApi({
    ...memberRoutes(user),
    'GET /api/cart': () => ({ body: serverCart }),
    'GET /api/wishlist': () => ({ body: [] }),
    ...extra,
  })
  renderWithProviders(<Checkout />, { path: '/checkout' })
  return { calls, setCart: (items: CartItemDto[]) => (serverCart = items) }
}

const confirm = () => screen.findByRole('button', { name: 'Bekräfta beställning' })

describe('checkout', () => {
  it('shows the lines, the total, the balance and the member details', async () => {
    setup([
      line({ productName: 'Jacka', price: 120, size: 'S' }),
      line({ productName: 'Halsduk', price: 40 }),
    ])
    expect(await screen.findByRole('heading', { name: 'Din Beställning' })).toBeInTheDocument()
    const table = screen.getByRole('table')
    expect(within(table).getByText('Jacka')).toBeInTheDocument()
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('160 poäng')
    // Grouped as on every other screen (lib/format), with a no-break space.
    expect(screen.getByTestId('balance').textContent).toBe('1\u00a0000 poäng')
    expect(screen.getByText('medlem@example.com')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'användarvillkor' })).toHaveAttribute('href', '/terms')
    await waitFor(async () => expect(await confirm()).toBeEnabled())
  })

  it('blocks ordering without a membership and links to the subscription', async () => {
    setup([line()], {}, member({ hasSubscription: false }))
    const notice = await screen.findByTestId('no-subscription')
    expect(notice).toHaveTextContent('Du behöver ett aktivt medlemskap för att få kunna handla produkter.')
    expect(within(notice).getByRole('link')).toHaveAttribute('href', '/my-account#subscribe')
    expect(await confirm()).toBeDisabled()
  })

  it('keeps the button disabled with an empty cart', async () => {
    setup([])
    expect(await screen.findByText('Din varukorg är tom.')).toBeInTheDocument()
    expect(await confirm()).toBeDisabled()
  })

  it('confirms the order with its number, empties the cart and sends an Idempotency-Key', async () => {
    const jacka = line({ productName: 'Jacka', price: 120 })
    const ctx = setup([jacka], {
      'POST /api/orders': () => {
        ctx.setCart([])
        return {
          status: 201,
          body: { id: 'x', orderNumber: 10042, created: '', orderStatus: 0, totalPoints: 120, items: [] },
        }
      },
    })
    const button = await confirm()
    await waitFor(() => expect(button).toBeEnabled())
    await userEvent.click(button)
    expect(await screen.findByText('Din beställning är mottagen. Tack för ditt köp!')).toBeInTheDocument()
    expect(screen.getByTestId('order-number')).toHaveTextContent('10042')
    expect(await screen.findByText('Din varukorg är tom.')).toBeInTheDocument()
    const post = ctx.calls.find((c) => c.method === 'POST' && c.path === '/api/orders')!
    expect(post.body).toEqual({ items: [expect.objectContaining({ productId: jacka.productId })] })
    expect(post.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('shows the failure text with the server reason and marks the garments that are gone', async () => {
    const jacka = line({ productName: 'Jacka' })
    const mossa = line({ productName: 'Mössa' })
    setup([jacka, mossa], {
      'POST /api/orders': () => ({
        status: 409,
        body: {
          error: 'conflict',
          message: 'Följande produkter är inte längre tillgängliga: Mössa',
          reason: 'unavailable',
          unavailableProductIds: [mossa.productId],
        },
      }),
    })
    const button = await confirm()
    await waitFor(() => expect(button).toBeEnabled())
    await userEvent.click(button)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Något gick fel vid beställning av produkter.')
    expect(alert).toHaveTextContent('Följande produkter är inte längre tillgängliga: Mössa')
    const row = screen.getByText('Mössa').closest('tr')!
    expect(row).toHaveAttribute('data-unavailable', 'true')
    expect(within(row).getByText('Inte längre tillgänglig')).toBeInTheDocument()
    expect(within(row).getByRole('button', { name: 'Ta bort Mössa från listan' })).toBeEnabled()
    expect(screen.getByText('Jacka').closest('tr')).not.toHaveAttribute('data-unavailable')
  })

  it('shows only the failure text when the server sent no reason', async () => {
    setup([line()], { 'POST /api/orders': () => ({ status: 500 }) })
    const button = await confirm()
    await waitFor(() => expect(button).toBeEnabled())
    await userEvent.click(button)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(/^Något gick fel vid beställning av produkter\.$/)
  })
})
