import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast as sonner } from 'sonner'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeEventSourceEachTest } from '../../../components/chat/test/fake-event-source'
import { type Route as ApiRoute, member, mockApi, renderPage } from '../../../lib/test/render-page'
import { item, submission } from '../../../lib/test/submission-fixtures'
import { submissionsQuery } from '../api/get-submissions'
import { openSubmission } from '../test/submission-page'
import { SubmissionsList } from './submissions-list'

const Source = fakeEventSourceEachTest()
// The toaster and sonner are lazy chunks (ADR 036): loaded in real time before fake time drives them.
beforeAll(async () => {
  await Promise.all([import('sonner'), import('../../../components/ui/sonner-toaster')])
})
afterEach(() => vi.useRealTimers())

const s = submission(1, { status: 1, items: [item(1, 1, { hasUnreadComments: true }), item(1, 2)] })
const first = s.items[0]!
const adminMessage = (n: number, itemId: string | null, text: string) => ({
  id: `ddddddd${n}-0000-4000-8000-00000000000${n}`,
  submissionRequestId: s.id,
  itemId,
  submissionRequestItemId: itemId,
  message: text,
  sender: 'admin',
  senderName: 'Karin Personal',
  created: '2025-10-12T09:00:00.000Z',
  read: false,
})

function open(extra: Record<string, ApiRoute> = {}) {
  let unread = 2
  return openSubmission(s.id, {
    [`GET /api/submissions-request/${s.id}`]: () => ({ body: s }),
    [`GET /api/chat/${s.id}`]: () => ({ body: [adminMessage(1, null, 'Välkommen!')] }),
    [`GET /api/chat/unread-count/${s.id}`]: () => ({ body: { unreadCount: unread } }),
    [`PUT /api/chat/mark-read/${s.id}`]: () => {
      unread = 0
      return { body: { success: true } }
    },
    [`GET /api/chat/${s.id}/item/${first.id}`]: () => ({
      body: [adminMessage(2, first.id, 'Har den en fläck?')],
    }),
    [`PUT /api/chat/mark-read/${s.id}/item/${first.id}`]: () => ({ body: { success: true } }),
    ...extra,
  })
}

const itemsTable = () => screen.getByRole('table', { name: 'Artiklar i inlämningen' })
const itemRow = (n: number) => within(itemsTable()).getAllByRole('row')[n]!

describe('the member’s chat on the submission detail', () => {
  it('shows Meddelanden with the unread badge, the 500 px chat, and clears the badge once read', async () => {
    const { calls, queryClient } = open()
    // The list the member comes from, cached with this submission's 'Nya'.
    queryClient.setQueryData(submissionsQuery.queryKey, [{ ...s, unreadCount: 2, hasUnreadMessages: true }])
    const section = await screen.findByRole('region', { name: 'Meddelanden' })
    const log = within(section).getByRole('log', { name: 'Meddelanden med personalen' })
    expect(await within(log).findByText('Välkommen!')).toBeInTheDocument()
    expect(within(log).getByText('Admin')).toBeInTheDocument()
    expect(log.parentElement).toHaveStyle({ height: '500px' })
    // The badge says how many were unread until opening the chat marked them read.
    await vi.waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path === `/api/chat/mark-read/${s.id}`)).toBe(true),
    )
    await vi.waitFor(() => expect(within(section).queryByText(/olästa meddelanden/)).not.toBeInTheDocument())
    expect(calls.find((c) => c.method === 'PUT')!.query.get('sender')).toBe('user')
    // Back on the list, 'Nya' is asked for again rather than shown from the cache.
    expect(queryClient.getQueryState(submissionsQuery.queryKey)?.isInvalidated).toBe(true)
  })

  it('shows the unread count in the badge', async () => {
    // Marking read fails here (silently), so the count stays.
    open({ [`PUT /api/chat/mark-read/${s.id}`]: () => ({ status: 500 }) })
    const section = await screen.findByRole('region', { name: 'Meddelanden' })
    expect(await within(section).findByText('2 olästa meddelanden')).toBeInTheDocument()
  })

  it('opens an item’s comments in a dialog, clears its dot, and closes with Stäng', async () => {
    const user = userEvent.setup()
    const { calls } = open({
      'POST /api/chat': () => ({ status: 500, body: { error: 'internal', message: 'x' } }),
    })
    await screen.findByRole('region', { name: 'Meddelanden' })
    const button = within(itemRow(1)).getByRole('button', { name: 'Kommentarer Olästa kommentarer' })
    expect(within(itemRow(2)).getByRole('button', { name: 'Kommentarer' })).toBeEnabled()

    await user.click(button)
    const dialog = screen.getByRole('dialog', { name: 'Kommentarer för artikel: Skick 1 (1)' })
    const log = within(dialog).getByRole('log', { name: 'Kommentarer för artikel 1' })
    expect(await within(log).findByText('Har den en fläck?')).toBeInTheDocument()
    expect(log.parentElement).toHaveStyle({ height: '250px' })
    expect(within(itemRow(1)).getByRole('button', { name: 'Kommentarer' })).toBeInTheDocument()
    await vi.waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path.endsWith(`/item/${first.id}`))).toBe(true),
    )

    await user.type(within(dialog).getByRole('textbox', { name: 'Meddelande' }), 'Nej, den är hel{Enter}')
    expect(await screen.findByText('Failed to send comment. Please try again.')).toBeInTheDocument()
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ itemId: first.id, sender: 'user' })

    await user.click(within(dialog).getByRole('button', { name: 'Stäng' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('keeps Kommentarer disabled on a new, unsaved item', async () => {
    const user = userEvent.setup()
    open()
    await screen.findByRole('region', { name: 'Meddelanden' })
    await user.click(screen.getByRole('button', { name: 'Redigera' }))
    await user.click(screen.getByRole('button', { name: 'Ja, redigera' }))
    await user.click(screen.getByRole('button', { name: 'Lägg till ny artikel' }))
    const rows = within(itemsTable()).getAllByRole('row')
    expect(within(rows[3]!).getByRole('button', { name: 'Kommentarer' })).toBeDisabled()
  })

  it('shows a staff message and an item’s dot live, over one stream', async () => {
    open()
    const section = await screen.findByRole('region', { name: 'Meddelanden' })
    const log = within(section).getByRole('log', { name: 'Meddelanden med personalen' })
    await within(log).findByText('Välkommen!')
    const streams = Source.open(`/api/chat/${s.id}/events`)
    expect(streams).toHaveLength(1)

    act(() => streams[0]!.emit('message', adminMessage(3, null, 'Paketet har kommit fram.')))
    expect(await within(log).findByText('Paketet har kommit fram.')).toBeInTheDocument()

    expect(within(itemRow(2)).getByRole('button', { name: 'Kommentarer' })).toBeInTheDocument()
    act(() => streams[0]!.emit('message', adminMessage(4, item(1, 2).id, 'Vilken storlek?')))
    expect(
      await within(itemRow(2)).findByRole('button', { name: 'Kommentarer Olästa kommentarer' }),
    ).toBeInTheDocument()
  })
})

describe('the member’s chat failures (spec §8)', () => {
  it('a failed send toasts for the storefront’s 4 s, not staff’s 5 s', async () => {
    const user = userEvent.setup()
    open({ 'POST /api/chat': () => ({ status: 500, body: { error: 'internal', message: 'x' } }) })
    const section = await screen.findByRole('region', { name: 'Meddelanden' })
    await within(section).findByText('Välkommen!')
    await user.type(within(section).getByRole('textbox', { name: 'Meddelande' }), 'Hallå?')

    vi.useFakeTimers({ shouldAdvanceTime: true })
    await user.keyboard('{Enter}')
    const text = 'Failed to send message. Please try again.'
    for (let waited = 0; screen.queryAllByText(text).length === 0 && waited < 2000; waited += 10) {
      await act(() => vi.advanceTimersByTimeAsync(10))
    }
    expect(screen.getByText(text)).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(3500))
    expect(screen.queryByText(text)).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1200))
    expect(screen.queryByText(text)).toBeNull()
  })

  it('a failed unread count is silent: no badge, no toast, the chat still works', async () => {
    // Sonner keeps toasts across toasters: an earlier test's must not count here.
    sonner.dismiss()
    const { calls } = open({
      [`GET /api/chat/unread-count/${s.id}`]: () => ({
        status: 500,
        body: { error: 'internal', message: 'Internt fel' },
      }),
      [`PUT /api/chat/mark-read/${s.id}`]: () => ({
        status: 500,
        body: { error: 'internal', message: 'Internt fel' },
      }),
    })
    const section = await screen.findByRole('region', { name: 'Meddelanden' })
    expect(await within(section).findByText('Välkommen!')).toBeInTheDocument()
    await vi.waitFor(() => {
      expect(calls.some((c) => c.path === `/api/chat/unread-count/${s.id}`)).toBe(true)
      expect(calls.some((c) => c.method === 'PUT')).toBe(true)
    })
    // Let the failed answers settle (and a toast, if one were made, reach the preloaded toaster).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(within(section).queryByText(/oläst/)).toBeNull()
    expect(screen.queryByText('Internt fel')).toBeNull()
    expect(document.querySelector('[data-sonner-toast]')?.textContent ?? null).toBeNull()
  })
})

describe('the member’s submissions list, live', () => {
  it('shows Nya when an unread event arrives', async () => {
    let rows = [submission(1, { status: 1 })]
    mockApi({ 'GET /api/submissions-request/user': () => ({ body: rows }) })
    renderPage(<SubmissionsList />, { path: '/my-account#submissions', user: member() })
    const table = await screen.findByRole('table', { name: 'Dina inlämningar' })
    expect(table).toHaveTextContent('Inga nya meddelanden')
    rows = [submission(1, { status: 1, unreadCount: 1, hasUnreadMessages: true })]
    const [stream] = Source.open('/api/chat/events')
    act(() => stream!.emit('unread', { submissionRequestId: rows[0]!.id, itemId: null, unreadCount: 1 }))
    await vi.waitFor(() => expect(table).toHaveTextContent('Olästa meddelanden'))
    expect(within(table).getByText('Nya')).toBeInTheDocument()
  })
})
