import type { AdminOrderListItem } from '@kladbyte/contract'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { member, mockApi, type Route, renderPage } from '../../../../lib/test/render-page'
import { tableRows } from '../../../../lib/test/table'
import { exportedFile } from '../../../lib/test/export-link'
import { StaffToaster } from '../../../lib/test/staff-toaster'
import { Component as OrdersPage } from './orders'

afterEach(() => vi.unstubAllGlobals())

const order = (n: number, overrides: Partial<AdminOrderListItem> = {}): AdminOrderListItem => ({
  id: `cccccccc-0000-4000-8000-00000000000${n}`,
  orderNumber: 10000 + n,
  created: '2026-11-20T10:00:00Z',
  orderStatus: 0,
  totalPoints: 100 * n,
  itemCount: n,
  ...overrides,
})

function open(
  path: string,
  paged: Route = () => ({
    body: { items: [order(1), order(2, { orderStatus: 2 })], total: 2, totalPages: 1 },
  }),
) {
  const calls = mockApi({ 'GET /api/orders/paged': paged })
  renderPage(
    <>
      <OrdersPage />
      <StaffToaster />
    </>,
    { path, user: member({ isAdmin: true }) },
  )
  return calls
}
const location = () => screen.getByTestId('location').textContent

describe('staff orders list', () => {
  it('shows number, created, status, item count, total and Visa', async () => {
    open('/admin/orders')
    const rows = await tableRows('Ordrar')
    expect(rows[0]).toHaveTextContent('10001')
    expect(rows[0]).toHaveTextContent('2026-11-20')
    expect(rows[0]).toHaveTextContent('Beställd')
    expect(rows[0]).toHaveTextContent('100 poäng')
    expect(rows[1]).toHaveTextContent('Skickad')
    expect(within(rows[1]!).getByRole('link', { name: 'Visa order 10002' })).toHaveAttribute(
      'href',
      `/admin/orders/${order(2).id}`,
    )
  })

  it('reads the filters from the URL and sends the days as Swedish-time ISO timestamps', async () => {
    const calls = open('/admin/orders?page=2&perPage=50&status=2&search=10002&from=2026-11-01&to=2026-11-30')
    await screen.findByRole('table')
    const q = calls.find((c) => c.path === '/api/orders/paged')!.query
    expect(q.get('page')).toBe('2')
    expect(q.get('pageSize')).toBe('50')
    expect(q.get('status')).toBe('2')
    expect(q.get('search')).toBe('10002')
    // The days run 00:00 to 24:00 Swedish time (CET in November), whatever the device's zone.
    expect(q.get('from')).toBe('2026-10-31T23:00:00.000Z')
    expect(q.get('to')).toBe('2026-11-30T22:59:59.999Z')
    expect(screen.getByLabelText('Status')).toHaveValue('2')
    expect(screen.getByLabelText('Ordernummer')).toHaveValue('10002')

    // 'Exportera' downloads the same filter, every page of it.
    expect(exportedFile('Exportera som CSV')).toEqual({
      path: '/api/orders/export.csv',
      params: { status: '2', search: '10002', from: q.get('from'), to: q.get('to') },
    })
  })

  it("puts the filters in the URL on 'Filtrera' (page 1) and clears them with 'Rensa filter'", async () => {
    const user = userEvent.setup()
    open('/admin/orders?page=1&perPage=25')
    await screen.findByRole('table')
    await user.selectOptions(screen.getByLabelText('Status'), '4')
    await user.type(screen.getByLabelText('Ordernummer'), '10001')
    expect(location()).toBe('/admin/orders?page=1&perPage=25')
    await user.click(screen.getByRole('button', { name: 'Filtrera' }))
    expect(location()).toBe('/admin/orders?page=1&perPage=25&status=4&search=10001')
    await user.click(screen.getByRole('button', { name: 'Rensa filter' }))
    expect(location()).toBe('/admin/orders?page=1&perPage=25')
    expect(screen.getByLabelText('Ordernummer')).toHaveValue('')
  })

  it("shows 'Inga ordrar hittades.' for an empty page", async () => {
    open('/admin/orders', () => ({ body: { items: [], total: 0, totalPages: 0 } }))
    expect(await screen.findByText('Inga ordrar hittades.')).toBeInTheDocument()
  })

  it("toasts 'Kunde inte hämta ordrar.' and empties the list when loading fails", async () => {
    open('/admin/orders', () => ({ status: 500, body: { error: 'internal', message: 'Fel' } }))
    expect(await screen.findByText('Kunde inte hämta ordrar.')).toBeInTheDocument()
    expect(screen.getByText('Inga ordrar hittades.')).toBeInTheDocument()
  })

  it("reloads on 'Uppdatera'", async () => {
    const user = userEvent.setup()
    const calls = open('/admin/orders')
    await screen.findByRole('table')
    await user.click(screen.getByRole('button', { name: 'Uppdatera' }))
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/orders/paged')).toHaveLength(2))
  })
  it('turns a page past the last into page 1, replacing the URL', async () => {
    const calls = mockApi({
      'GET /api/orders/paged': ({ query }) => ({
        body: { items: query.get('page') === '1' ? [order(1)] : [], total: 1, totalPages: 1 },
      }),
    })
    const { router } = renderPage(<OrdersPage />, {
      path: '/admin/orders?page=9&perPage=10&status=0',
      user: member({ isAdmin: true }),
    })
    await waitFor(() => expect(location()).toBe('/admin/orders?page=1&perPage=10&status=0'))
    expect(router.state.historyAction).toBe('REPLACE')
    await waitFor(() => expect(calls.at(-1)!.query.get('page')).toBe('1'))
    expect((await screen.findAllByText('10001')).length).toBeGreaterThan(0)
  })

  it("keeps page 3 of a new filter while the previous filter's page (1 page in all) is still shown", async () => {
    let answer: (body: object) => void = () => {}
    mockApi({
      'GET /api/orders/paged': ({ query }) =>
        query.get('status') === '2'
          ? new Promise((resolve) => {
              answer = (body) => resolve({ body })
            })
          : { body: { items: [order(1)], total: 1, totalPages: 1 } },
    })
    const { router } = renderPage(<OrdersPage />, {
      path: '/admin/orders?page=1&perPage=25',
      user: member({ isAdmin: true }),
    })
    expect((await screen.findAllByText('10001')).length).toBeGreaterThan(0)
    await act(() => router.navigate('/admin/orders?page=3&perPage=25&status=2'))
    // The old list stays on screen meanwhile; its single page says nothing about this filter.
    expect(screen.getAllByText('10001').length).toBeGreaterThan(0)
    expect(location()).toBe('/admin/orders?page=3&perPage=25&status=2')
    act(() => answer({ items: [order(7, { orderStatus: 2 })], total: 61, totalPages: 3 }))
    expect((await screen.findAllByText('10007')).length).toBeGreaterThan(0)
    expect(location()).toBe('/admin/orders?page=3&perPage=25&status=2')
  })
})
