import type { AdminSubmissionListItem, AdminSubmissionPage } from '@kladbyte/contract'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeEventSourceEachTest } from '../../../../components/chat/test/fake-event-source'
import { member, mockApi, type Route, renderPage } from '../../../../lib/test/render-page'
import { tableRows } from '../../../../lib/test/table'
import { exportedFile } from '../../../lib/test/export-link'
import { Component as SubmissionsPage } from './submissions'

const Source = fakeEventSourceEachTest()

const row = (n: number, overrides: Partial<AdminSubmissionListItem> = {}): AdminSubmissionListItem => ({
  id: `aaaaaaa${n}-0000-4000-8000-00000000000${n}`,
  userId: `3333333${n}-3333-4333-8333-333333333333`,
  customer: {
    id: `3333333${n}-3333-4333-8333-333333333333`,
    firstName: 'Anna',
    lastName: 'Andersson',
    email: `anna${n}@example.com`,
    phone: '',
  },
  status: 1,
  priority: '',
  created: `2025-10-1${n}T10:00:00.000Z`,
  submitted: null,
  itemCount: 2,
  unreadCount: 0,
  ...overrides,
})

const counts = { total: 42, created: 5, submitted: 12, processing: 9, completed: 14, cancelled: 2 }
const page = (items: AdminSubmissionListItem[], extra: Partial<AdminSubmissionPage> = {}) => ({
  body: { items, total: items.length, totalPages: 1, counts, ...extra } satisfies AdminSubmissionPage,
})

function open(path: string, paged: Route = () => page([row(1), row(2)])) {
  const calls = mockApi({ 'GET /api/submissions-request/paged': paged })
  renderPage(<SubmissionsPage />, {
    path,
    route: 'admin/submissions',
    user: member({ isAdmin: true, firstName: 'Karin' }),
  })
  return calls
}
const pagedCalls = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((c) => c.path === '/api/submissions-request/paged')
const location = () => screen.getByTestId('location').textContent
const table = () => screen.findByRole('table', { name: 'Alla inlämningar' })
const bodyRows = () => tableRows('Alla inlämningar')

describe('staff submissions list', () => {
  it('shows the counts per status as stat cards', async () => {
    open('/admin/submissions')
    const stats = screen.getByRole('region', { name: 'Inlämningar per status' })
    await waitFor(() => expect(within(stats).getByText('42')).toBeInTheDocument())
    const figure = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent
    expect(figure('Totalt')).toBe('42')
    expect(figure('Skapad')).toBe('5')
    expect(figure('Inlämnad')).toBe('12')
    expect(figure('Behandlas')).toBe('9')
    expect(figure('Slutförd')).toBe('14')
    expect(figure('Avbruten')).toBe('2')
  })

  it('shows reference, member, status with emoji, priority, created, unread count and Visa detaljer', async () => {
    const user = userEvent.setup()
    open('/admin/submissions', () =>
      page([row(1, { status: 2, priority: 'hög', unreadCount: 3 }), row(2, { customer: null, status: 3 })]),
    )
    const [first, second] = await bodyRows()
    expect(first).toHaveTextContent('aaaaaaa1…')
    expect(first).toHaveTextContent('Anna Andersson')
    expect(first).toHaveTextContent('anna1@example.com')
    expect(first).toHaveTextContent('🔍Behandlas')
    expect(first).toHaveTextContent('Hög')
    expect(first).toHaveTextContent('2025-10-11')
    expect(within(first!).getByText('3 olästa meddelanden')).toBeInTheDocument()

    expect(second).toHaveTextContent('Kunddata ej tillgänglig')
    expect(second).toHaveTextContent(row(2).userId)
    expect(second).not.toHaveTextContent('anna2@example.com')
    expect(second).toHaveTextContent('✅Slutförd')
    expect(second).toHaveTextContent('Ej angiven')
    expect(second).toHaveTextContent('Inga nya meddelanden')

    const link = within(first!).getByRole('link', { name: 'Visa detaljer för inlämning aaaaaaa1…' })
    expect(link).toHaveTextContent('Visa detaljer')
    await user.click(link)
    expect(location()).toBe(`/admin/submissions/${row(1).id}`)
  })

  it('shows the same rows as cards on a phone, with the member and the action', async () => {
    open('/admin/submissions', () => page([row(1, { customer: null })]))
    await table()
    // Below `md` (a 390 px phone) CSS shows the list of cards and hides the table.
    const cards = screen.getByRole('list', { name: 'Alla inlämningar' })
    expect(cards).toHaveClass('md:hidden')
    const [card] = within(cards).getAllByRole('listitem')
    const value = (term: string) => within(card!).getByText(term, { selector: 'dt' }).nextElementSibling
    expect(value('Kund')).toHaveTextContent('Kunddata ej tillgänglig')
    expect(value('Status')).toHaveTextContent('Inlämnad')
    expect(value('Prioritet')).toHaveTextContent('Ej angiven')
    expect(within(card!).getByRole('link', { name: /Visa detaljer/ })).toHaveAttribute(
      'href',
      `/admin/submissions/${row(1).id}`,
    )
  })

  it('reads the filters from the URL, sends dates as ISO, and exports the same filter', async () => {
    const calls = open(
      '/admin/submissions?page=2&perPage=50&status=2&search=jacka&from=2025-10-01&to=2025-10-31',
    )
    await table()
    const q = pagedCalls(calls)[0]!.query
    expect(q.get('page')).toBe('2')
    expect(q.get('pageSize')).toBe('50')
    expect(q.get('status')).toBe('2')
    expect(q.get('search')).toBe('jacka')
    // 00:00 on 1 October (summer time) to 24:00 on 31 October (winter time) in Sweden.
    expect(q.get('from')).toBe('2025-09-30T22:00:00.000Z')
    expect(q.get('to')).toBe('2025-10-31T22:59:59.999Z')
    expect(screen.getByLabelText('Status')).toHaveValue('2')
    expect(screen.getByLabelText('Sök')).toHaveValue('jacka')
    expect(screen.getByLabelText('Sök')).toHaveAttribute('placeholder', 'Titel, anteckning...')
    expect(screen.getByLabelText('Från')).toHaveValue('2025-10-01')
    expect(screen.getByLabelText('Per sida')).toHaveValue('50')

    expect(exportedFile('Exportera data som CSV')).toEqual({
      path: '/api/submissions-request/export.csv',
      params: { status: '2', search: 'jacka', from: q.get('from'), to: q.get('to') },
    })
  })

  it("puts the filters in the URL on 'Använd filter' (page 1) and clears them with 'Rensa filter'", async () => {
    const user = userEvent.setup()
    const calls = open('/admin/submissions?page=1&perPage=10')
    await table()
    await user.selectOptions(screen.getByLabelText('Status'), '4')
    await user.type(screen.getByLabelText('Sök'), '  anna  ')
    await user.type(screen.getByLabelText('Till'), '2025-11-30')
    expect(location()).toBe('/admin/submissions?page=1&perPage=10')
    await user.click(screen.getByRole('button', { name: 'Använd filter' }))
    expect(location()).toBe('/admin/submissions?page=1&perPage=10&status=4&search=anna&to=2025-11-30')
    await waitFor(() => expect(pagedCalls(calls).at(-1)!.query.get('status')).toBe('4'))
    expect(pagedCalls(calls).at(-1)!.query.get('search')).toBe('anna')

    await user.click(screen.getByRole('button', { name: 'Rensa filter' }))
    expect(location()).toBe('/admin/submissions?page=1&perPage=10')
    expect(screen.getByLabelText('Sök')).toHaveValue('')
    expect(screen.getByLabelText('Status')).toHaveValue('')
  })

  it('applies a page size at once, from page 1 (default 25)', async () => {
    const user = userEvent.setup()
    const calls = open('/admin/submissions?page=3&perPage=25', () => page([row(1)], { totalPages: 5 }))
    await table()
    expect(screen.getByLabelText('Per sida')).toHaveValue('25')
    await user.selectOptions(screen.getByLabelText('Per sida'), '100')
    expect(location()).toBe('/admin/submissions?page=1&perPage=100')
    await waitFor(() => expect(pagedCalls(calls).at(-1)!.query.get('pageSize')).toBe('100'))
  })

  it('corrects bad URL values in place', async () => {
    open('/admin/submissions?page=-3&perPage=7&status=9&from=igår&search=%20x%20')
    await table()
    await waitFor(() => expect(location()).toBe('/admin/submissions?page=1&perPage=25&search=x'))
  })

  it('turns a page past the last into page 1', async () => {
    const calls = open('/admin/submissions?page=9&perPage=10', () => page([], { totalPages: 2 }))
    await waitFor(() => expect(location()).toBe('/admin/submissions?page=1&perPage=10'))
    await waitFor(() => expect(pagedCalls(calls).at(-1)!.query.get('page')).toBe('1'))
  })

  it('pages through links that keep the filters', async () => {
    open('/admin/submissions?page=1&perPage=10&status=1', () => page([row(1)], { totalPages: 3 }))
    await table()
    const pages = screen.getByRole('navigation', { name: 'Sidor i inlämningslistan' })
    expect(within(pages).getByRole('link', { name: /2/ })).toHaveAttribute(
      'href',
      '/admin/submissions?page=2&perPage=10&status=1',
    )
  })

  it('shows the empty text', async () => {
    open('/admin/submissions', () => page([]))
    expect(await screen.findByText('Inga inlämningar hittades.')).toBeInTheDocument()
  })

  it('updates the unread count live when a member writes', async () => {
    let unread = 0
    open('/admin/submissions', () => page([row(1, { unreadCount: unread })]))
    const shown = await table()
    expect(shown).toHaveTextContent('Inga nya meddelanden')
    unread = 2
    const [stream] = Source.open('/api/chat/events')
    act(() => stream!.emit('unread', { submissionRequestId: row(1).id, itemId: null, unreadCount: 2 }))
    await vi.waitFor(() => expect(shown).toHaveTextContent('2 olästa meddelanden'))
  })
})
