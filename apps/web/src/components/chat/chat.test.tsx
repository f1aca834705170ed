import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { member, mockApi, type Route, renderPage } from '../../lib/test/render-page'
import { Toaster } from '../ui/toaster'
import { Chat, type ChatProps } from './chat'
import { chatKeys } from './chat-keys'
import { message, SUBMISSION } from './test/messages'

afterEach(() => vi.unstubAllGlobals())

const LIST = `GET /api/chat/${SUBMISSION}`
const MARK = `PUT /api/chat/mark-read/${SUBMISSION}`

function open(routes: Record<string, Route>, props: Partial<ChatProps> = {}) {
  const calls = mockApi({ [MARK]: () => ({ body: { success: true } }), ...routes })
  const view = renderPage(
    <>
      <Chat
        submissionId={SUBMISSION}
        viewer="user"
        otherName="Admin"
        height={500}
        sendFailedText="Failed to send message. Please try again."
        label="Meddelanden med personalen"
        {...props}
      />
      <Toaster />
    </>,
    { path: '/', user: member() },
  )
  return { ...view, calls }
}

const log = () => screen.getByRole('log', { name: 'Meddelanden med personalen' })
const field = () => screen.getByRole('textbox', { name: 'Meddelande' })
const sendButton = () => screen.getByRole('button', { name: 'Skicka' })
const bubbles = () => within(log()).getAllByRole('listitem')

describe('Chat', () => {
  it('shows the empty text in a polite log and marks the chat read on open', async () => {
    const { calls } = open({ [LIST]: () => ({ body: [] }) })
    expect(await within(log()).findByText('Inga meddelanden än. Starta en konversation!')).toBeInTheDocument()
    expect(log()).toHaveAttribute('aria-live', 'polite')
    expect(field()).toHaveAttribute('placeholder', 'Skriv ett meddelande...')
    expect(field()).toHaveAttribute('rows', '2')
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    const mark = calls.find((c) => c.method === 'PUT')!
    expect(mark.path).toBe(`/api/chat/mark-read/${SUBMISSION}`)
    expect(mark.query.get('sender')).toBe('user')
  })

  it('waits until a background tab is shown again before it marks the chat read', async () => {
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const { calls } = open({ [LIST]: () => ({ body: [message(1, { sender: 'admin' })] }) })
    await within(log()).findAllByRole('listitem')
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0)

    hidden.mockReturnValue('visible')
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1))
    hidden.mockRestore()
  })

  it('lists messages oldest first: own on the right as Du, staff as Admin, with Swedish times', async () => {
    const answer = [
      message(3, { sender: 'admin', senderName: 'Karin Personal', message: 'Vi har tagit emot paketet.' }),
      message(1, { message: 'Hej! När kommer ni att titta?' }),
    ]
    open({ [LIST]: () => ({ body: answer }) })
    await within(log()).findByText('Vi har tagit emot paketet.')
    const [first, second] = bubbles()
    expect(first).toHaveTextContent('Hej! När kommer ni att titta?')
    expect(first).toHaveTextContent('Du')
    expect(first).toHaveTextContent('2025-10-11 10:01')
    expect(first).toHaveClass('items-end')
    expect(second).toHaveTextContent('Admin')
    expect(second).not.toHaveTextContent('Karin')
    expect(second).toHaveClass('items-start')
  })

  it("shows staff the member's name and their own messages as Du", async () => {
    open(
      {
        [LIST]: () => ({
          body: [message(1), message(2, { sender: 'admin', senderName: 'Karin Personal', message: 'Svar' })],
        }),
      },
      { viewer: 'admin', otherName: 'Kunden' },
    )
    await within(log()).findByText('Svar')
    expect(bubbles()[0]).toHaveTextContent('Anna Andersson')
    expect(bubbles()[1]).toHaveTextContent('Du')
  })

  it('sends the trimmed text on Enter, not on Shift+Enter, and clears the field', async () => {
    const user = userEvent.setup()
    const sent = message(4, { message: 'Hej igen' })
    const { calls } = open({
      [LIST]: () => ({ body: [] }),
      'POST /api/chat': () => ({ status: 201, body: sent }),
    })
    await within(log()).findByText('Inga meddelanden än. Starta en konversation!')
    expect(sendButton()).toBeDisabled()
    await user.type(field(), '   ')
    expect(sendButton()).toBeDisabled()
    await user.type(field(), '{Enter}')
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)

    await user.clear(field())
    await user.type(field(), '  Hej{Shift>}{Enter}{/Shift}igen  ')
    expect(field()).toHaveValue('  Hej\nigen  ')
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)
    expect(sendButton()).toBeEnabled()

    await user.type(field(), '{Enter}')
    await within(log()).findByText('Hej igen')
    const post = calls.find((c) => c.method === 'POST')!
    expect(post.body).toEqual({
      submissionRequestId: SUBMISSION,
      itemId: null,
      message: 'Hej\nigen',
      sender: 'user',
    })
    expect(field()).toHaveValue('')
    expect(bubbles()).toHaveLength(1)
  })

  it('does not send while an input method is composing', async () => {
    const { calls } = open({ [LIST]: () => ({ body: [] }), 'POST /api/chat': () => ({ status: 201 }) })
    await within(log()).findByText('Inga meddelanden än. Starta en konversation!')
    fireEvent.change(field(), { target: { value: 'にほん' } })
    fireEvent.keyDown(field(), { key: 'Enter', isComposing: true })
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)
  })

  it('keeps the text and shows the failure text when sending fails', async () => {
    const user = userEvent.setup()
    open({
      [LIST]: () => ({ body: [] }),
      'POST /api/chat': () => ({ status: 500, body: { error: 'internal', message: 'Internt fel' } }),
    })
    await within(log()).findByText('Inga meddelanden än. Starta en konversation!')
    await user.type(field(), 'Hallå?')
    await user.click(sendButton())
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument()
    expect(field()).toHaveValue('Hallå?')
  })

  it("shows the server's own text on 429", async () => {
    const user = userEvent.setup()
    open({
      [LIST]: () => ({ body: [] }),
      'POST /api/chat': () => ({
        status: 429,
        body: { error: 'rate_limited', message: 'Du skickar för många meddelanden. Vänta en stund.' },
      }),
    })
    await within(log()).findByText('Inga meddelanden än. Starta en konversation!')
    await user.type(field(), 'Hallå?{Enter}')
    expect(await screen.findByText('Du skickar för många meddelanden. Vänta en stund.')).toBeInTheDocument()
    expect(field()).toHaveValue('Hallå?')
  })

  it('deletes an own unread message; read or staff messages have no delete', async () => {
    const user = userEvent.setup()
    const own = message(1, { message: 'Fel bild, ta bort' })
    const { calls } = open({
      [LIST]: () => ({
        body: [
          own,
          message(2, { read: true, message: 'Redan läst' }),
          message(3, { sender: 'admin', message: 'Ok' }),
        ],
      }),
      [`DELETE /api/chat/${own.id}`]: () => ({ body: { success: true } }),
    })
    await within(log()).findByText('Fel bild, ta bort')
    const deletes = within(log()).getAllByRole('button', { name: /^Ta bort/ })
    expect(deletes).toHaveLength(1)
    expect(deletes[0]).toHaveAccessibleName('Ta bort ditt meddelande från 2025-10-11 10:01')
    await user.click(deletes[0]!)
    await vi.waitFor(() => expect(within(log()).queryByText('Fel bild, ta bort')).not.toBeInTheDocument())
    const del = calls.find((c) => c.method === 'DELETE')!
    expect(del.query.get('requestedBySender')).toBe('user')
    expect(bubbles()).toHaveLength(2)
  })

  it('keeps the message when the delete fails, without a message', async () => {
    const user = userEvent.setup()
    const own = message(1, { message: 'Stannar kvar' })
    open({
      [LIST]: () => ({ body: [own] }),
      [`DELETE /api/chat/${own.id}`]: () => ({ status: 403, body: { error: 'forbidden', message: 'Nej' } }),
    })
    await within(log()).findByText('Stannar kvar')
    await user.click(within(log()).getByRole('button', { name: /^Ta bort/ }))
    await new Promise((r) => setTimeout(r, 50))
    expect(within(log()).getByText('Stannar kvar')).toBeInTheDocument()
    expect(screen.queryByText('Nej')).not.toBeInTheDocument()
  })

  it('loads the item chat from its own path', async () => {
    const item = 'bbbbbbb1-0000-4000-8000-000000000001'
    const { calls } = open(
      {
        [`GET /api/chat/${SUBMISSION}/item/${item}`]: () => ({
          body: [message(1, { itemId: item, message: 'Fläck?' })],
        }),
        [`PUT /api/chat/mark-read/${SUBMISSION}/item/${item}`]: () => ({ body: { success: true } }),
      },
      { itemId: item },
    )
    await within(log()).findByText('Fläck?')
    await vi.waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path.endsWith(`/item/${item}`))).toBe(true),
    )
  })

  it('follows new messages at the bottom, but keeps the place of a reader who scrolled up', async () => {
    const user = userEvent.setup()
    const { queryClient } = open({ [LIST]: () => ({ body: [message(1), message(2, { sender: 'admin' })] }) })
    await within(log()).findByText('Meddelande 2')
    // jsdom lays nothing out: give the log a height, a content height and a scroll position.
    let top = 0
    Object.defineProperties(log(), {
      clientHeight: { configurable: true, get: () => 200 },
      scrollHeight: { configurable: true, get: () => 1000 },
      scrollTop: { configurable: true, get: () => top, set: (v: number) => (top = v) },
    })
    const arrive = async (n: number) => {
      act(() =>
        queryClient.setQueryData(chatKeys.messages(SUBMISSION), (list: unknown[]) => [
          ...list,
          message(n, { sender: 'admin', message: `Nytt ${n}` }),
        ]),
      )
      await within(log()).findByText(`Nytt ${n}`)
    }

    await arrive(3)
    expect(top).toBe(1000)
    expect(screen.queryByRole('button', { name: /Nya meddelanden/ })).not.toBeInTheDocument()

    top = 100
    fireEvent.scroll(log())
    await arrive(4)
    expect(top).toBe(100)
    await user.click(screen.getByRole('button', { name: /Nya meddelanden/ }))
    expect(top).toBe(1000)
    expect(screen.queryByRole('button', { name: /Nya meddelanden/ })).not.toBeInTheDocument()
  })
})
