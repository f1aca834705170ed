import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { member, mockApi, renderPage } from '../../lib/test/render-page'
import { useUnreadCount } from './api/get-unread-count'
import { Chat } from './chat'
import { chatKeys } from './chat-keys'
import { fakeEventSourceEachTest } from './test/fake-event-source'
import { ITEM, message, SUBMISSION } from './test/messages'
import { useChatLive, useUnreadLive } from './use-chat-live'

const Source = fakeEventSourceEachTest()

const STREAM = `/api/chat/${SUBMISSION}/events`

function LiveChat({ itemId }: { itemId?: string }) {
  useChatLive(SUBMISSION)
  return (
    <Chat
      submissionId={SUBMISSION}
      itemId={itemId}
      viewer="user"
      otherName="Admin"
      height={500}
      sendFailedText="Failed to send message. Please try again."
      label={itemId ? 'Kommentarer' : 'Meddelanden'}
    />
  )
}

/** Two chats of one submission on one page, each removable. */
function Page() {
  const [shown, setShown] = useState({ main: true, item: true })
  const count = useUnreadCount(SUBMISSION, null, 'user')
  return (
    <>
      <output aria-label="olästa">{count}</output>
      <button type="button" onClick={() => setShown((s) => ({ ...s, main: false }))}>
        Stäng chatten
      </button>
      <button type="button" onClick={() => setShown((s) => ({ ...s, item: false }))}>
        Stäng kommentarerna
      </button>
      {shown.main && <LiveChat />}
      {shown.item && <LiveChat itemId={ITEM} />}
    </>
  )
}

function open() {
  let unread = 2
  const sent = message(5, { message: 'Mitt svar' })
  const calls = mockApi({
    [`GET /api/chat/${SUBMISSION}`]: () => ({ body: [message(1, { message: 'Första' })] }),
    [`GET /api/chat/${SUBMISSION}/item/${ITEM}`]: () => ({ body: [] }),
    [`PUT /api/chat/mark-read/${SUBMISSION}`]: () => ({ body: { success: true } }),
    [`PUT /api/chat/mark-read/${SUBMISSION}/item/${ITEM}`]: () => ({ body: { success: true } }),
    [`GET /api/chat/unread-count/${SUBMISSION}`]: () => ({ body: { unreadCount: unread-- } }),
    'POST /api/chat': () => ({ status: 201, body: sent }),
  })
  const view = renderPage(<Page />, { path: '/', user: member() })
  return { ...view, calls, sent }
}

const log = (name: string) => screen.getByRole('log', { name })
const emit = (type: string, data: unknown) =>
  act(() => {
    for (const s of Source.open(STREAM)) s.emit(type, data)
  })

describe('useChatLive', () => {
  it('opens one stream for the page, however many chats of the submission listen, and closes it last', async () => {
    const user = userEvent.setup()
    open()
    await within(log('Meddelanden')).findByText('Första')
    expect(Source.open(STREAM)).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Stäng chatten' }))
    expect(Source.open(STREAM)).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Stäng kommentarerna' }))
    expect(Source.open(STREAM)).toHaveLength(0)
  })

  it('appends a new message to its chat once, even when the POST brought it too', async () => {
    const user = userEvent.setup()
    const { sent } = open()
    await within(log('Meddelanden')).findByText('Första')

    const staff = message(2, { sender: 'admin', message: 'Vi har fått paketet' })
    emit('message', staff)
    expect(await within(log('Meddelanden')).findByText('Vi har fått paketet')).toBeInTheDocument()
    expect(within(log('Kommentarer')).queryByText('Vi har fått paketet')).not.toBeInTheDocument()

    const comment = message(3, { sender: 'admin', itemId: ITEM, message: 'Har den en fläck?' })
    emit('message', comment)
    expect(await within(log('Kommentarer')).findByText('Har den en fläck?')).toBeInTheDocument()

    await user.type(
      // The first field is the submission chat's (the item chat follows it).
      screen.getAllByRole('textbox', { name: 'Meddelande' })[0]!,
      'Mitt svar{Enter}',
    )
    await within(log('Meddelanden')).findByText('Mitt svar')
    emit('message', sent)
    emit('message', staff)
    expect(within(log('Meddelanden')).getAllByText('Mitt svar')).toHaveLength(1)
    expect(within(log('Meddelanden')).getAllByText('Vi har fått paketet')).toHaveLength(1)
    expect(within(log('Meddelanden')).getAllByRole('listitem')).toHaveLength(3)
  })

  it('removes a deleted message and sets read flags when the other side has read', async () => {
    open()
    await within(log('Meddelanden')).findByText('Första')
    // Own and unread: it can still be taken back.
    expect(within(log('Meddelanden')).getByRole('button', { name: /^Ta bort/ })).toBeInTheDocument()

    emit('read', { submissionRequestId: SUBMISSION, itemId: null, reader: 'admin' })
    await vi.waitFor(() =>
      expect(within(log('Meddelanden')).queryByRole('button', { name: /^Ta bort/ })).not.toBeInTheDocument(),
    )

    emit('message', message(2, { sender: 'admin', message: 'Tack!' }))
    await within(log('Meddelanden')).findByText('Tack!')
    emit('deleted', { id: message(2).id, submissionRequestId: SUBMISSION, itemId: null })
    await vi.waitFor(() => expect(within(log('Meddelanden')).queryByText('Tack!')).not.toBeInTheDocument())
    expect(within(log('Meddelanden')).getByText('Första')).toBeInTheDocument()
  })

  it('refetches the unread counts on an event', async () => {
    const { queryClient } = open()
    await within(log('Meddelanden')).findByText('Första')
    const before = Number(screen.getByLabelText('olästa').textContent)
    emit('message', message(2, { sender: 'admin', message: 'Nytt' }))
    await vi.waitFor(() => expect(Number(screen.getByLabelText('olästa').textContent)).toBeLessThan(before))
    expect(queryClient.getQueryState(chatKeys.unread(SUBMISSION, null, 'user'))?.status).toBe('success')
  })
})

function Watcher({ onEvent }: { onEvent: (type: string, data: unknown) => void }) {
  useChatLive(SUBMISSION, onEvent)
  return null
}

describe('useChatLive: staff changes', () => {
  it('hands `updated` (staff changed the submission) to the page', () => {
    const onEvent = vi.fn()
    renderPage(<Watcher onEvent={onEvent} />, { path: '/', user: member() })
    const event = { submissionRequestId: SUBMISSION }
    emit('updated', event)
    expect(onEvent).toHaveBeenCalledWith('updated', event)
  })
})

function Counter({ onEvent }: { onEvent: (e: unknown) => void }) {
  useUnreadLive(onEvent)
  return <output aria-label="olästa">{useUnreadCount(SUBMISSION, null, 'user')}</output>
}

describe('useUnreadLive', () => {
  it('listens to /api/chat/events, refetches the counts and tells the page, and closes on unmount', async () => {
    let unread = 0
    const calls = mockApi({
      [`GET /api/chat/unread-count/${SUBMISSION}`]: () => ({ body: { unreadCount: unread } }),
    })
    const onEvent = vi.fn()
    const { unmount, queryClient } = renderPage(<Counter onEvent={onEvent} />, { path: '/', user: member() })
    const key = chatKeys.unread(SUBMISSION, null, 'user')
    await vi.waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'))
    expect(screen.getByLabelText('olästa')).toHaveTextContent('0')
    const [source] = Source.open('/api/chat/events')
    expect(source).toBeDefined()
    unread = 3
    const event = { submissionRequestId: SUBMISSION, itemId: null, unreadCount: 3 }
    act(() => source!.emit('unread', event))
    await vi.waitFor(() => expect(screen.getByLabelText('olästa')).toHaveTextContent('3'))
    expect(onEvent).toHaveBeenCalledWith(event)
    expect(calls.filter((c) => c.path.includes('unread-count'))).toHaveLength(2)
    unmount()
    expect(source!.closed).toBe(true)
  })
})
