import type { AdminSubmissionDto, ChatMessageDto } from '@kladbyte/contract'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeEventSourceEachTest } from '../../../../components/chat/test/fake-event-source'
import { member } from '../../../../lib/test/render-page'
import { openDetail, sent, staffView } from '../test/detail-page'

// The toaster and sonner are lazy chunks (ADR 036): loaded in real time before fake time drives them.
beforeAll(async () => {
  await Promise.all([import('sonner'), import('../../../../components/ui/sonner-toaster')])
})
fakeEventSourceEachTest()
afterEach(() => vi.useRealTimers())

const s = staffView()
const first = s.items[0]!
const chatMessage = (n: number, sender: 'user' | 'admin', text: string, itemId: string | null = null) => ({
  id: `ddddddd${n}-0000-4000-8000-00000000000${n}`,
  submissionRequestId: s.id,
  itemId,
  submissionRequestItemId: itemId,
  message: text,
  sender,
  senderName: sender === 'admin' ? 'Karin Personal' : 'Anna Andersson',
  created: `2025-10-12T09:0${n}:00.000Z`,
  read: false,
})
const failed = { status: 500, body: { error: 'internal', message: 'x' } }

/** Advances fake time in 10 ms steps until `text` is on screen (the toast waits for sonner's chunk). */
async function toastShown(text: string) {
  for (let waited = 0; screen.queryAllByText(text).length === 0 && waited < 2000; waited += 10) {
    await act(() => vi.advanceTimersByTimeAsync(10))
  }
  expect(screen.getByText(text)).toBeInTheDocument()
}

describe('staff chat failures', () => {
  it('toast for 5 s (the back-office duration), not the storefront 4 s: the submission chat', async () => {
    const user = userEvent.setup()
    openDetail(s, { 'POST /api/chat': () => failed })
    await user.click(await screen.findByRole('tab', { name: 'Meddelanden (0)' }))
    await user.type(screen.getByRole('textbox', { name: 'Meddelande' }), 'Hallå?')
    expect(screen.queryByText('Det här är din egen inlämning. Du skriver som medlem.')).toBeNull()

    vi.useFakeTimers({ shouldAdvanceTime: true })
    await user.keyboard('{Enter}')
    await toastShown('Kunde inte skicka meddelandet. Försök igen.')
    await act(() => vi.advanceTimersByTimeAsync(4500))
    expect(screen.queryByText('Kunde inte skicka meddelandet. Försök igen.')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1200))
    expect(screen.queryByText('Kunde inte skicka meddelandet. Försök igen.')).toBeNull()
  })

  it('toast for 5 s in an item’s comments too', async () => {
    const user = userEvent.setup()
    openDetail(s, {
      'POST /api/chat': () => failed,
      [`GET /api/chat/${s.id}/item/${first.id}`]: () => ({ body: [] }),
    })
    await user.click(await screen.findByRole('tab', { name: 'Föremål (2)' }))
    await user.click(screen.getAllByRole('button', { name: /^Kommentarer/ })[0]!)
    const dialog = screen.getByRole('dialog', { name: /^Kommentarer för artikel/ })
    await within(dialog).findByText('Inga meddelanden än. Starta en konversation!')
    await user.type(within(dialog).getByRole('textbox', { name: 'Meddelande' }), 'Fläck?')

    vi.useFakeTimers({ shouldAdvanceTime: true })
    await user.keyboard('{Enter}')
    await toastShown('Kunde inte skicka kommentar. Försök igen.')
    await act(() => vi.advanceTimersByTimeAsync(4500))
    expect(screen.queryByText('Kunde inte skicka kommentar. Försök igen.')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1200))
    expect(screen.queryByText('Kunde inte skicka kommentar. Försök igen.')).toBeNull()
  })
})

describe("an admin's own submission", () => {
  // The server answers its owner the member's shape (no customer, no mails) and lets them write only as user.
  const { customer: _, emails: __, ...asMember } = s
  const own = asMember as AdminSubmissionDto
  const owner = member({
    isAdmin: true,
    firstName: 'Anna',
    lastName: 'Admin',
    email: 'anna.admin@example.com',
  })

  it('says so, shows the admin as the customer, and chats as the member: Du on the right, staff as Admin', async () => {
    const user = userEvent.setup()
    const reply: ChatMessageDto = chatMessage(3, 'user', 'Och en till.')
    const { calls } = openDetail(
      own,
      {
        [`GET /api/chat/${s.id}`]: () => ({
          body: [chatMessage(1, 'user', 'Min egen jacka.'), chatMessage(2, 'admin', 'Vi tittar på den.')],
        }),
        [`PUT /api/chat/mark-read/${s.id}`]: () => ({ body: { success: true } }),
        'POST /api/chat': () => ({ status: 201, body: reply }),
        [`GET /api/chat/${s.id}/item/${first.id}`]: () => ({ body: [] }),
        [`PUT /api/chat/mark-read/${s.id}/item/${first.id}`]: () => ({ body: { success: true } }),
      },
      owner,
    )
    expect(
      await screen.findByText(
        'Det här är din egen inlämning. Du skriver som medlem, och en kollega granskar den och sätter in poängen.',
      ),
    ).toBeInTheDocument()
    // The server refuses an admin's review of their own submission (ADR 046): no controls for it.
    expect(screen.queryByRole('button', { name: 'Spara kommentar' })).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Prioritet')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Ändra status')).toBeInTheDocument()
    const card = screen.getByRole('region', { name: 'Kund' })
    expect(card).toHaveTextContent('Anna Admin')
    expect(card).toHaveTextContent('anna.admin@example.com')
    expect(card).not.toHaveTextContent('Kunde inte ladda kundinformation')

    await user.click(await screen.findByRole('tab', { name: 'Meddelanden (2)' }))
    const log = screen.getByRole('log', { name: 'Meddelanden med personalen' })
    await within(log).findByText('Vi tittar på den.')
    const [mine, theirs] = within(log).getAllByRole('listitem')
    expect(mine).toHaveTextContent('Du')
    expect(mine).toHaveClass('items-end')
    expect(theirs).toHaveTextContent('Admin')
    expect(theirs).not.toHaveTextContent('Karin')
    expect(theirs).toHaveClass('items-start')
    await vi.waitFor(() => expect(sent(calls, 'PUT', `/mark-read/${s.id}`)).toHaveLength(1))
    expect(sent(calls, 'PUT', `/mark-read/${s.id}`)[0]!.query.get('sender')).toBe('user')

    await user.type(screen.getByRole('textbox', { name: 'Meddelande' }), 'Och en till.{Enter}')
    await within(log).findByText('Och en till.')
    expect(sent(calls, 'POST', '/api/chat')[0]!.body).toMatchObject({ sender: 'user' })

    await user.click(screen.getByRole('tab', { name: 'Föremål (2)' }))
    expect(screen.queryByRole('button', { name: 'Ta emot' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Spara granskning' })).not.toBeInTheDocument()
    expect(screen.queryByRole('group', { name: /^Granskning av föremål/ })).not.toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: /^Kommentarer/ })[0]!)
    await vi.waitFor(() => expect(sent(calls, 'PUT', `/item/${first.id}`)).toHaveLength(1))
    expect(sent(calls, 'PUT', `/item/${first.id}`)[0]!.query.get('sender')).toBe('user')
  })
})
