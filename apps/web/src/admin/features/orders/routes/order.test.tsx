import type { AdminOrderDto } from '@kladbyte/contract'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { member, mockApi, type Route, renderPage } from '../../../../lib/test/render-page'
import { StaffToaster } from '../../../lib/test/staff-toaster'
import { Component as OrderPage } from './order'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const ID = 'cccccccc-0000-4000-8000-000000000001'
const PRODUCT = 'bbbbbbbb-0000-4000-8000-000000000001'
const dto = (overrides: Partial<AdminOrderDto> = {}): AdminOrderDto => ({
  id: ID,
  orderNumber: 10001,
  created: '2026-11-20T10:00:00Z',
  updated: '2026-11-21T12:00:00Z',
  orderStatus: 0,
  totalPoints: 150,
  itemCount: 2,
  items: [
    {
      id: 'dddddddd-0000-4000-8000-000000000001',
      productId: PRODUCT,
      productName: 'Blå jacka',
      size: 'M',
      price: 100,
      imageUrl: '/media/x-320.webp',
      known: true,
    },
    {
      id: 'dddddddd-0000-4000-8000-000000000002',
      productId: 'bbbbbbbb-0000-4000-8000-000000000002',
      productName: 'Gammal',
      size: 'S',
      price: 50,
      imageUrl: null,
      known: false,
    },
  ],
  customer: {
    id: '33333333-3333-4333-8333-333333333333',
    firstName: 'Anna',
    lastName: 'Andersson',
    email: 'anna@example.com',
    phone: '070-123 45 67',
    address: 'Storgatan 1',
    postalCode: '111 22',
    city: 'Stockholm',
    country: 'Sverige',
  },
  emails: [],
  ...overrides,
})

function open(routes: Record<string, Route> = {}) {
  const calls = mockApi({ [`GET /api/orders/${ID}`]: () => ({ body: dto() }), ...routes })
  renderPage(
    <>
      <OrderPage />
      <StaffToaster />
    </>,
    { path: `/admin/orders/${ID}`, route: 'admin/orders/:id', user: member({ isAdmin: true }) },
  )
  return calls
}
const statusButton = (name: string) => screen.getByRole('button', { name })

describe('staff order detail', () => {
  it('shows header, info, customer and products with Okänd produkt', async () => {
    open()
    expect(await screen.findByRole('heading', { name: 'Order 10001' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Tillbaka till ordrar' })).toHaveAttribute(
      'href',
      '/admin/orders',
    )
    const customer = screen.getByRole('region', { name: 'Kund' })
    expect(within(customer).getByRole('link', { name: 'anna@example.com' })).toHaveAttribute(
      'href',
      'mailto:anna@example.com',
    )
    expect(within(customer).getByRole('link', { name: '070-123 45 67' })).toHaveAttribute(
      'href',
      'tel:070-1234567',
    )
    expect(customer).toHaveTextContent('Storgatan 1, 111 22 Stockholm, Sverige')
    const rows = within(screen.getByRole('table', { name: 'Produkter' }))
      .getAllByRole('row')
      .slice(1)
    expect(rows[0]).toHaveTextContent('Blå jacka')
    expect(within(rows[0]!).getByRole('link', { name: 'Öppna Blå jacka i butik' })).toHaveAttribute(
      'href',
      `/product/${PRODUCT}`,
    )
    expect(rows[1]).toHaveTextContent('Okänd produkt')
    expect(screen.getByRole('region', { name: 'Orderinformation' })).toHaveTextContent('150 poäng')
  })

  it("shows 'Ingen kundinformation' without a customer", async () => {
    open({ [`GET /api/orders/${ID}`]: () => ({ body: dto({ customer: null }) }) })
    expect(await screen.findByText('Ingen kundinformation')).toBeInTheDocument()
  })

  it('highlights the current status; clicking it does nothing; another one is set', async () => {
    const user = userEvent.setup()
    const calls = open({ [`PUT /api/orders/${ID}/status/2`]: () => ({ body: dto({ orderStatus: 2 }) }) })
    await screen.findByRole('heading', { name: 'Order 10001' })
    expect(statusButton('Beställd')).toHaveAttribute('aria-pressed', 'true')
    await user.click(statusButton('Beställd'))
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0)
    await user.click(statusButton('Skickad'))
    await waitFor(() => expect(statusButton('Skickad')).toHaveAttribute('aria-pressed', 'true'))
    expect(statusButton('Beställd')).toHaveAttribute('aria-pressed', 'false')
  })

  it("shows the server's 409 message, and 'Kunde inte uppdatera status.' for other failures", async () => {
    const user = userEvent.setup()
    const message = 'Ordern kan inte återaktiveras: Blå jacka finns inte längre kvar i butiken.'
    open({
      [`PUT /api/orders/${ID}/status/1`]: () => ({ status: 409, body: { error: 'conflict', message } }),
      [`PUT /api/orders/${ID}/status/3`]: () => ({ status: 500, body: { error: 'internal', message: 'x' } }),
    })
    await screen.findByRole('heading', { name: 'Order 10001' })
    await user.click(statusButton('Behandlas'))
    expect(await screen.findByText(message)).toBeInTheDocument()
    await user.click(statusButton('Levererad'))
    expect(await screen.findByText('Kunde inte uppdatera status.')).toBeInTheDocument()
    expect(statusButton('Beställd')).toHaveAttribute('aria-pressed', 'true')
  })

  it('deletes after the confirm, says so and returns to the list after 1.2 s', async () => {
    const user = userEvent.setup()
    open({ [`DELETE /api/orders/${ID}`]: () => ({ status: 204 }) })
    await screen.findByRole('heading', { name: 'Order 10001' })
    await user.click(screen.getByRole('button', { name: 'Ta bort order' }))
    expect(
      screen.getByText('Är du säker på att du vill ta bort denna order? Detta går inte att ångra.'),
    ).toBeVisible()
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await user.click(screen.getByRole('button', { name: 'Ja, ta bort' }))
    const notice = await screen.findByText('Order borttagen. Omdirigerar...')
    expect(notice).toHaveAttribute('role', 'status')
    expect(screen.getByTestId('location').textContent).toBe(`/admin/orders/${ID}`)
    await act(() => vi.advanceTimersByTimeAsync(1200))
    expect(screen.getByTestId('location').textContent).toBe('/admin/orders')
  })

  it("toasts 'Kunde inte ta bort ordern.' and 'Kunde inte hämta order.'", async () => {
    const user = userEvent.setup()
    open({ [`DELETE /api/orders/${ID}`]: () => ({ status: 500, body: { error: 'internal', message: 'x' } }) })
    await screen.findByRole('heading', { name: 'Order 10001' })
    await user.click(screen.getByRole('button', { name: 'Ta bort order' }))
    await user.click(screen.getByRole('button', { name: 'Ja, ta bort' }))
    expect(await screen.findByText('Kunde inte ta bort ordern.')).toBeInTheDocument()
    vi.unstubAllGlobals()
    open({ [`GET /api/orders/${ID}`]: () => ({ status: 404, body: { error: 'not_found', message: 'x' } }) })
    expect((await screen.findAllByText('Kunde inte hämta order.')).length).toBeGreaterThan(0)
  })
  it("fills 'Order skickad' with the order number and the member's name, and sends it", async () => {
    const user = userEvent.setup()
    const calls = open({ [`POST /api/orders/${ID}/email`]: () => ({ body: dto() }) })
    const form = await screen.findByRole('form', { name: 'Skicka e-post' })
    expect(within(form).getByLabelText('Till')).toHaveValue('anna@example.com')
    await user.click(within(form).getByRole('button', { name: 'Order skickad' }))
    const subject = (within(form).getByLabelText('Ämne') as HTMLInputElement).value
    const body = (within(form).getByLabelText('Meddelande') as HTMLTextAreaElement).value
    expect(subject).toContain('10001')
    expect(body).toContain('10001')
    expect(body).toContain('Anna Andersson')
    await user.click(within(form).getByRole('button', { name: 'Skicka e-post' }))
    expect(await screen.findByText('E-post skickad.')).toBeInTheDocument()
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      to: 'anna@example.com',
      subject,
      body,
      isHtml: false,
    })
  })

  it("lists a sent mail with its message folded under 'Visa meddelande', as plain text", async () => {
    const user = userEvent.setup()
    const mail = {
      id: 'ffffffff-0000-4000-8000-000000000001',
      to: 'anna@example.com',
      subject: 'Din order 10001 är skickad',
      sentBy: 'Stina Staff',
      created: '2026-11-21T12:00:00Z',
      body: '<p>Hej <b>Anna</b>!</p><p><img src="https://x.se/a.png" alt="bild"></p>',
      isHtml: true,
      text: 'Hej Anna!\nPå väg.',
    }
    const old = { ...mail, id: 'ffffffff-0000-4000-8000-000000000002', body: '', isHtml: false, text: '' }
    open({ [`GET /api/orders/${ID}`]: () => ({ body: dto({ emails: [mail, old] }) }) })
    const list = await screen.findByRole('region', { name: 'Skickade e-postmeddelanden' })
    expect(list).toHaveTextContent('Din order 10001 är skickad')
    // One per mail that has a message; a mail recorded before bodies were kept has none.
    const toggles = within(list).getAllByText('Visa meddelande')
    expect(toggles).toHaveLength(1)
    const message = within(list).getByText(/Hej Anna!/)
    expect(message).not.toBeVisible()
    await user.click(toggles[0]!)
    expect(message).toBeVisible()
    expect(message.textContent).toBe('Hej Anna!\nPå väg.')
    // The HTML is never rendered: no bold, no image, the markup nowhere.
    expect(list.querySelector('b, img')).toBeNull()
    expect(list).not.toHaveTextContent('<b>')
  })
})
