import type { AdminCustomerDetail, AdminCustomerItem } from '@kladbyte/contract'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '../../../../components/ui/toaster'
import { member, mockApi, type Route, renderPage } from '../../../../lib/test/render-page'
import { Component as CustomersPage } from './customers'

afterEach(() => vi.unstubAllGlobals())

const ASA = 'cccccccc-0000-4000-8000-000000000001'
const asa: AdminCustomerItem = {
  id: ASA,
  firstName: 'Åsa',
  lastName: 'Öberg',
  email: 'asa@example.com',
  phone: '070-1',
  hasSubscription: true,
  created: '2026-11-02T10:00:00Z',
  deleted: false,
}
const bo: AdminCustomerItem = {
  ...asa,
  id: 'cccccccc-0000-4000-8000-000000000002',
  firstName: 'Bo',
  lastName: 'Ek',
  hasSubscription: false,
}
const stats = { total: 40, activeMemberships: 15, inactiveMemberships: 25, newThisMonth: 3 }
const list = (items: AdminCustomerItem[]) => ({
  body: { items, total: items.length, page: 1, pageSize: 25, totalPages: 1, stats },
})
const detail: AdminCustomerDetail = {
  ...asa,
  address: 'Storgatan 1',
  city: 'Stockholm',
  region: 'Stockholms län',
  postalCode: '111 22',
  country: 'Sverige',
  personnummer: '198112189876',
  emailVerified: false,
  isAdmin: false,
  points: 30,
  pointsHistory: [
    {
      id: 2,
      delta: 20,
      reason: 'adjustment',
      note: 'Bonus för fin inlämning',
      by: 'Stina Staff',
      created: '2026-11-03T10:00:00Z',
    },
    { id: 1, delta: 10, reason: 'welcome', note: null, by: null, created: '2026-11-02T10:00:00Z' },
  ],
  orders: [
    {
      id: 'dddddddd-0000-4000-8000-000000000001',
      orderNumber: 1042,
      status: 2,
      created: '2026-11-04T10:00:00Z',
    },
  ],
  submissions: [
    {
      id: 'eeeeeeee-0000-4000-8000-000000000001',
      title: 'Vårrensning',
      status: 1,
      created: '2026-11-05T10:00:00Z',
    },
  ],
}

function open(path: string, routes: Record<string, Route> = {}, staff = member({ isAdmin: true })) {
  const calls = mockApi({
    'GET /api/users/paged': () => list([asa, bo]),
    [`GET /api/users/${ASA}`]: () => ({ body: detail }),
    ...routes,
  })
  renderPage(
    <>
      <CustomersPage />
      <Toaster />
    </>,
    { path, user: staff },
  )
  return calls
}
const location = () => screen.getByTestId('location').textContent
const listCalls = (calls: ReturnType<typeof mockApi>) => calls.filter((c) => c.path === '/api/users/paged')

describe('staff customers page', () => {
  it('shows the stat cards and the customers with initials and membership', async () => {
    open('/admin/users')
    const rows = within(await screen.findByRole('table', { name: 'Kunder' }))
      .getAllByRole('row')
      .slice(1)
    expect(rows[0]).toHaveTextContent('ÅÖ')
    expect(rows[0]).toHaveTextContent('Åsa Öberg')
    expect(rows[0]).toHaveTextContent('asa@example.com')
    expect(rows[0]).toHaveTextContent('Aktiv')
    expect(rows[1]).toHaveTextContent('Inaktiv')
    const cards: [string, string][] = [
      ['Totalt antal kunder', '40'],
      ['Aktiva medlemskap', '15'],
      ['Inaktiva medlemskap', '25'],
      ['Nya denna månad', '3'],
    ]
    for (const [label, value] of cards) {
      expect(screen.getByText(label).parentElement).toHaveTextContent(value)
    }
    expect(location()).toBe('/admin/users?page=1&perPage=25')
  })

  it('searches on Sök or Enter (trimmed), never sends an empty search, and Rensa clears', async () => {
    const user = userEvent.setup()
    const calls = open('/admin/users')
    await screen.findByRole('table')
    const field = screen.getByRole('searchbox', { name: 'Sök kund' })
    await user.type(field, '  åsa {Enter}')
    await waitFor(() => expect(location()).toBe('/admin/users?page=1&perPage=25&q=%C3%A5sa'))
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('search')).toBe('åsa'))
    // 'Exportera' downloads what the search finds.
    expect(screen.getByRole('link', { name: 'Exportera som CSV' })).toHaveAttribute(
      'href',
      '/api/users/export.csv?search=%C3%A5sa',
    )
    await user.clear(field)
    await user.type(field, '   ')
    await user.click(screen.getByRole('button', { name: 'Sök' }))
    await waitFor(() => expect(location()).toBe('/admin/users?page=1&perPage=25'))
    expect(
      listCalls(calls).every((c) => c.query.get('search') !== '' && c.query.get('search')?.trim() !== ''),
    ).toBe(true)
    await user.type(field, 'bo')
    await user.click(screen.getByRole('button', { name: 'Sök' }))
    await waitFor(() => expect(location()).toContain('q=bo'))
    await user.click(screen.getByRole('button', { name: 'Rensa' }))
    await waitFor(() => expect(location()).toBe('/admin/users?page=1&perPage=25'))
    expect(field).toHaveValue('')
  })

  it('turns a page past the last into page 1, replacing the URL', async () => {
    const calls = mockApi({
      'GET /api/users/paged': ({ query }) => (query.get('page') === '1' ? list([asa]) : list([])),
    })
    const { router } = renderPage(<CustomersPage />, {
      path: '/admin/users?page=7&perPage=10&q=%C3%A5sa',
      user: member({ isAdmin: true }),
    })
    await waitFor(() => expect(location()).toBe('/admin/users?page=1&perPage=10&q=%C3%A5sa'))
    expect(router.state.historyAction).toBe('REPLACE')
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('page')).toBe('1'))
    expect((await screen.findAllByText('Åsa Öberg')).length).toBeGreaterThan(0)
  })

  it("keeps page 3 of a new search while the previous search's page (1 page in all) is still shown", async () => {
    let answer: (body: object) => void = () => {}
    mockApi({
      'GET /api/users/paged': ({ query }) =>
        query.get('search') === 'bo'
          ? new Promise((resolve) => {
              answer = (body) => resolve({ body })
            })
          : list([asa]),
    })
    const { router } = renderPage(<CustomersPage />, {
      path: '/admin/users?page=1&perPage=25',
      user: member({ isAdmin: true }),
    })
    expect((await screen.findAllByText('Åsa Öberg')).length).toBeGreaterThan(0)
    await act(() => router.navigate('/admin/users?page=3&perPage=25&q=bo'))
    // The old list stays on screen meanwhile; its single page says nothing about this search.
    expect(screen.getAllByText('Åsa Öberg').length).toBeGreaterThan(0)
    expect(location()).toBe('/admin/users?page=3&perPage=25&q=bo')
    act(() => answer({ ...list([bo]).body, total: 60, totalPages: 3 }))
    expect((await screen.findAllByText('Bo Ek')).length).toBeGreaterThan(0)
    expect(location()).toBe('/admin/users?page=3&perPage=25&q=bo')
  })

  it('changes the page size and shows the empty text', async () => {
    const user = userEvent.setup()
    const calls = open('/admin/users?page=1&perPage=25', { 'GET /api/users/paged': () => list([]) })
    expect((await screen.findAllByText('Inga kunder hittades.')).length).toBeGreaterThan(0)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Per sida' }), '250')
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('pageSize')).toBe('250'))
    expect(location()).toBe('/admin/users?page=1&perPage=250')
  })

  it('shows every detail, the history with reasons and links to orders and submissions', async () => {
    const user = userEvent.setup()
    open('/admin/users')
    await user.click((await screen.findAllByRole('button', { name: 'Visa detaljer för Åsa Öberg' }))[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'Åsa Öberg' })
    for (const text of ['198112189876', 'Stockholms län', '111 22', 'Sverige', 'Storgatan 1']) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument()
    }
    expect(within(dialog).getByText('E-post verifierad').nextSibling).toHaveTextContent('Nej')
    expect(within(dialog).getByText('Prenumeration').nextSibling).toHaveTextContent('Aktiv')
    expect(dialog).toHaveTextContent('Bonus för fin inlämning')
    expect(dialog).toHaveTextContent('Stina Staff')
    expect(dialog).toHaveTextContent('Välkomstbonus')
    expect(within(dialog).getByRole('link', { name: 'Order 1042' })).toHaveAttribute(
      'href',
      `/admin/orders/${detail.orders[0]!.id}`,
    )
    expect(within(dialog).getByRole('link', { name: 'Order 1042' }).parentElement).toHaveTextContent(
      /Order 1042 · Skickad · /,
    )
    expect(within(dialog).getByRole('link', { name: /Vårrensning/ })).toHaveAttribute(
      'href',
      `/admin/submissions/${detail.submissions[0]!.id}`,
    )
  })

  it("marks a deleted account 'Raderad' in the list and the details, without the points form", async () => {
    const user = userEvent.setup()
    const gone = {
      ...bo,
      firstName: 'Raderad',
      lastName: 'användare',
      email: `raderad-${bo.id}@raderad.invalid`,
      deleted: true,
    }
    open('/admin/users', {
      'GET /api/users/paged': () => list([asa, gone]),
      [`GET /api/users/${bo.id}`]: () => ({
        body: { ...detail, ...gone, personnummer: '', address: '', pointsHistory: [], points: 0 },
      }),
    })
    const rows = within(await screen.findByRole('table', { name: 'Kunder' }))
      .getAllByRole('row')
      .slice(1)
    expect(rows[0]).not.toHaveTextContent('Raderad')
    expect(rows[1]).toHaveTextContent('Raderad användare')
    expect(within(rows[1]!).getByText('Raderad', { exact: true })).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Visa detaljer för Raderad användare' })[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'Raderad användare' })
    const note = await within(dialog).findByTestId('customer-deleted')
    expect(note).toHaveTextContent('Raderad')
    expect(note).toHaveTextContent('Kunden har raderat sitt konto.')
    expect(within(dialog).getByRole('link', { name: 'Order 1042' })).toBeInTheDocument()
    expect(within(dialog).queryByLabelText('Antal poäng', { exact: false })).not.toBeInTheDocument()
  })

  it("leaves an admin's own balance to a colleague: no points form, a note instead", async () => {
    const user = userEvent.setup()
    open('/admin/users', {}, member({ id: ASA, isAdmin: true, firstName: 'Åsa', lastName: 'Öberg' }))
    await user.click((await screen.findAllByRole('button', { name: 'Visa detaljer för Åsa Öberg' }))[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'Åsa Öberg' })
    expect(
      await within(dialog).findByText('Det här är ditt eget konto. En kollega justerar dina poäng.'),
    ).toBeInTheDocument()
    expect(within(dialog).queryByLabelText('Antal poäng', { exact: false })).not.toBeInTheDocument()
    expect(dialog).toHaveTextContent('Bonus för fin inlämning')
  })

  it('adjusts points with a reason, and shows the 409 message', async () => {
    const user = userEvent.setup()
    let answer: 'ok' | 'conflict' = 'conflict'
    const calls = open('/admin/users', {
      [`POST /api/users/${ASA}/points`]: ({ body }) =>
        answer === 'conflict'
          ? { status: 409, body: { error: 'conflict', message: 'Saldot räcker inte: kunden har 30 poäng.' } }
          : { body: { balance: 130, entry: { ...detail.pointsHistory[0]!, ...(body as object) } } },
    })
    await user.click((await screen.findAllByRole('button', { name: 'Visa detaljer för Åsa Öberg' }))[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'Åsa Öberg' })
    const submit = await within(dialog).findByRole('button', { name: 'Justera poäng' })
    await user.click(submit)
    expect(await within(dialog).findByText('Ange antal poäng.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Antal poäng', { exact: false }), '-50')
    await user.type(within(dialog).getByLabelText('Anledning', { exact: false }), 'Felaktig inlämning')
    await user.click(submit)
    expect(await within(dialog).findByText('Saldot räcker inte: kunden har 30 poäng.')).toBeInTheDocument()
    answer = 'ok'
    await user.clear(within(dialog).getByLabelText('Antal poäng', { exact: false }))
    await user.type(within(dialog).getByLabelText('Antal poäng', { exact: false }), '100')
    await user.click(submit)
    expect(await screen.findByText(/Poängen har justerats. Nytt saldo: 130/)).toBeInTheDocument()
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Antal poäng', { exact: false })).toHaveValue(null),
    )
    expect(within(dialog).getByLabelText('Anledning', { exact: false })).toHaveValue('')
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({
      amount: 100,
      reason: 'Felaktig inlämning',
    })
  })

  it("'Lägg till kund' sends the form and says a mail was sent", async () => {
    const user = userEvent.setup()
    const calls = open('/admin/users', {
      'POST /api/users': () => ({ status: 201, body: { id: ASA, message: 'ok' } }),
    })
    await user.click(screen.getByRole('button', { name: 'Lägg till kund' }))
    const dialog = await screen.findByRole('dialog', { name: 'Lägg till kund' })
    await user.click(within(dialog).getByRole('button', { name: 'Lägg till kund' }))
    expect(await within(dialog).findByText('Fyll i förnamn.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Förnamn'), 'Nyfiken')
    await user.type(within(dialog).getByLabelText('Efternamn'), 'Kund')
    await user.type(within(dialog).getByLabelText('E-post'), 'ny@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Lägg till kund' }))
    expect(
      await screen.findByText(/Ett mejl med en länk för att välja lösenord har skickats till ny@example.com/),
    ).toBeInTheDocument()
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      firstName: 'Nyfiken',
      lastName: 'Kund',
      email: 'ny@example.com',
    })
  })
})
