import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { memberRoutes, mockApi, renderWithProviders } from '../../../lib/test/list-routes'
import { OrdersTab } from './orders-tab'

afterEach(() => vi.unstubAllGlobals())

const order = (n: number, status: number) => ({
  id: `44444444-4444-4444-8444-00000000000${n}`,
  orderNumber: 10000 + n,
  created: `2025-10-1${n}T10:00:00.000Z`,
  orderStatus: status,
  totalPoints: 100 * n,
  itemCount: 1,
  items: [
    {
      id: `55555555-5555-4555-8555-00000000000${n}`,
      productId: 'p',
      productName: `Plagg ${n}`,
      size: 'M',
      price: 100 * n,
    },
  ],
})

describe('OrdersTab', () => {
  it('shows the empty text', async () => {
    mockApi({ ...memberRoutes(), 'GET /api/orders': () => ({ body: [] }) })
    renderWithProviders(<OrdersTab />)
    expect(await screen.findByText('Du har inga beställningar.')).toBeInTheDocument()
  })

  it('lists orders with number, date and status label, and opens one with Tillbaka', async () => {
    const [second, first] = [order(2, 7), order(1, 2)]
    mockApi({
      ...memberRoutes(),
      'GET /api/orders': () => ({ body: [second, first] }),
      [`GET /api/orders/${first.id}`]: () => ({ body: first }),
    })
    renderWithProviders(<OrdersTab />)
    // The table (from md up) and the phone cards are both in the DOM; CSS shows one.
    const table = await screen.findByRole('table')
    const rows = within(table).getAllByRole('row')
    expect(rows[1]).toHaveTextContent('10002')
    expect(rows[1]).toHaveTextContent('2025-10-12')
    expect(rows[1]).toHaveTextContent('Okänd')
    expect(rows[2]).toHaveTextContent('Skickad')
    const cards = within(screen.getByRole('list', { name: 'Beställningar' })).getAllByRole('listitem')
    expect(cards[0]).toHaveTextContent('10002')
    expect(cards[1]).toHaveTextContent('Skickad')
    await userEvent.click(within(table).getByRole('button', { name: 'Visa beställning 10001' }))
    expect(await screen.findByRole('heading', { name: 'Beställning 10001' })).toBeInTheDocument()
    expect(screen.getByText('Plagg 1')).toBeInTheDocument()
    expect(screen.getByText('2025-10-11')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Tillbaka' }))
    expect(
      within(await screen.findByRole('table')).getByRole('button', { name: 'Visa beställning 10002' }),
    ).toBeInTheDocument()
  })
})
