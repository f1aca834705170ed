import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeEventSourceEachTest } from '../../../../components/chat/test/fake-event-source'
import { type Route as ApiRoute, mockApi } from '../../../../lib/test/render-page'
import { image, item, submission } from '../../../../lib/test/submission-fixtures'
import { renderDetail } from '../test/detail-page'

const Source = fakeEventSourceEachTest()

const first = item(1, 1, { condition: 'Som ny', images: [image(item(1, 1).id, 1)], hasUnreadComments: true })
const second = item(1, 2, { approvalStatus: 'approved' })
const s = {
  ...submission(1, { status: 2, notes: 'Ring först', items: [first, second] }),
  customer: null,
  emails: [],
}

const fromMember = (n: number, text: string, itemId: string | null = null) => ({
  id: `ddddddd${n}-0000-4000-8000-00000000000${n}`,
  submissionRequestId: s.id,
  itemId,
  submissionRequestItemId: itemId,
  message: text,
  sender: 'user',
  senderName: 'Anna Andersson',
  created: `2025-10-12T09:0${n}:00.000Z`,
  read: false,
})

function open(extra: Record<string, ApiRoute> = {}) {
  let itemUnread = true
  const calls = mockApi({
    [`GET /api/submissions-request/${s.id}`]: () => ({
      body: { ...s, items: [{ ...first, hasUnreadComments: itemUnread }, second] },
    }),
    [`GET /api/chat/${s.id}`]: () => ({ body: [fromMember(1, 'Hej, när får jag poängen?')] }),
    [`PUT /api/chat/mark-read/${s.id}`]: () => ({ body: { success: true } }),
    [`GET /api/chat/${s.id}/item/${first.id}`]: () => ({
      body: [fromMember(2, 'Den har en liten fläck', first.id)],
    }),
    [`PUT /api/chat/mark-read/${s.id}/item/${first.id}`]: () => {
      itemUnread = false
      return { body: { success: true } }
    },
    ...extra,
  })
  return { ...renderDetail(s.id), calls }
}

const tab = (name: string | RegExp) => screen.getByRole('tab', { name })

describe('staff submission detail', () => {
  it('shows the back link, the short id and the read-only details', async () => {
    open()
    expect(await screen.findByRole('heading', { level: 1, name: 'Inlämning aaaaaaa1…' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Tillbaka till inlämningar/ })).toHaveAttribute(
      'href',
      '/admin/submissions',
    )
    await screen.findByRole('tab', { name: 'Föremål (2)' })
    expect(tab('Detaljer')).toHaveAttribute('aria-selected', 'true')
    const panel = screen.getByRole('tabpanel')
    expect(panel).toHaveTextContent(s.id)
    expect(panel).toHaveTextContent('Behandlas')
    expect(panel).toHaveTextContent('Ring först')
    expect(panel).toHaveTextContent('11 oktober 2025 kl. 12:00')
    expect(await screen.findByRole('tab', { name: 'Meddelanden (1)' })).toBeInTheDocument()
  })

  it('lists the items with review state, photos and the unread dot; the comments open as admin', async () => {
    const user = userEvent.setup()
    const { calls } = open({
      'POST /api/chat': () => ({ status: 500, body: { error: 'internal', message: 'x' } }),
    })
    await user.click(await screen.findByRole('tab', { name: 'Föremål (2)' }))
    const cards = within(screen.getByRole('tabpanel'))
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('h3'))
    expect(cards).toHaveLength(2)
    expect(cards[0]).toHaveTextContent('Föremål 1')
    expect(cards[0]).toHaveTextContent('Väntar på granskning')
    expect(cards[0]).toHaveTextContent('Som ny')
    await user.click(within(cards[0]!).getByRole('button', { name: 'Förstora bild 1 av föremål 1' }))
    const photo = screen.getByRole('dialog', { name: 'Föremål 1, bild 1' })
    expect(within(photo).getByRole('img', { name: 'Bild 1 av föremål 1' })).toHaveAttribute(
      'src',
      first.images[0]!.imageUrl,
    )
    await user.keyboard('{Escape}')
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(cards[1]).toHaveTextContent('Godkänd')
    const button = await within(cards[0]!).findByRole('button', { name: 'Kommentarer Olästa kommentarer' })
    expect(within(cards[1]!).getByRole('button', { name: 'Kommentarer' })).toBeInTheDocument()

    await user.click(button)
    const dialog = screen.getByRole('dialog', { name: 'Kommentarer för artikel: Som ny (1)' })
    const log = within(dialog).getByRole('log')
    expect(await within(log).findByText('Den har en liten fläck')).toBeInTheDocument()
    expect(within(log).getByText('Anna Andersson')).toBeInTheDocument()
    await vi.waitFor(() =>
      expect(within(cards[0]!).getByRole('button', { name: 'Kommentarer' })).toBeInTheDocument(),
    )
    const mark = calls.find((c) => c.method === 'PUT' && c.path.endsWith(`/item/${first.id}`))!
    expect(mark.query.get('sender')).toBe('admin')

    await user.type(within(dialog).getByRole('textbox', { name: 'Meddelande' }), 'Tack{Enter}')
    expect(await screen.findByText('Kunde inte skicka kommentar. Försök igen.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Stäng' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('chats with the member in Meddelanden (600 px), and the count follows live messages', async () => {
    const user = userEvent.setup()
    const reply = {
      ...fromMember(3, 'Inom en vecka.'),
      sender: 'admin',
      senderName: 'Karin Personal',
    }
    const { calls } = open({ 'POST /api/chat': () => ({ status: 201, body: reply }) })
    await user.click(await screen.findByRole('tab', { name: 'Meddelanden (1)' }))
    const log = screen.getByRole('log', { name: 'Meddelanden med kunden' })
    expect(log.parentElement).toHaveStyle({ height: '600px' })
    expect(await within(log).findByText('Hej, när får jag poängen?')).toBeInTheDocument()
    expect(within(log).getByText('Anna Andersson')).toBeInTheDocument()
    await vi.waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.query.get('sender') === 'admin')).toBe(true),
    )

    await user.type(screen.getByRole('textbox', { name: 'Meddelande' }), 'Inom en vecka.{Enter}')
    expect(await within(log).findByText('Inom en vecka.')).toBeInTheDocument()
    expect(within(log).getByText('Du')).toBeInTheDocument()
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ sender: 'admin', itemId: null })
    expect(tab('Meddelanden (2)')).toBeInTheDocument()

    const [stream] = Source.open(`/api/chat/${s.id}/events`)
    act(() => stream!.emit('message', fromMember(4, 'Toppen, tack!')))
    expect(await within(log).findByText('Toppen, tack!')).toBeInTheDocument()
    expect(tab('Meddelanden (3)')).toBeInTheDocument()
  })

  it("names the member 'Kunden' until they write, and says so in Swedish when a reply fails", async () => {
    const user = userEvent.setup()
    open({
      [`GET /api/chat/${s.id}`]: () => ({
        body: [{ ...fromMember(1, 'Vi tittar på det.'), sender: 'admin', senderName: 'Karin Personal' }],
      }),
      'POST /api/chat': () => ({ status: 503, body: { error: 'unavailable', message: 'x' } }),
      // A message without a name (e.g. a removed account's) falls back to 'Kunden'.
      [`GET /api/chat/${s.id}/item/${second.id}`]: () => ({
        body: [{ ...fromMember(5, 'Passar den en M?', second.id), senderName: '' }],
      }),
    })
    await user.click(await screen.findByRole('tab', { name: 'Meddelanden (1)' }))
    await user.click(screen.getByRole('tab', { name: 'Föremål (2)' }))
    await user.click((await screen.findAllByRole('button', { name: /^Kommentarer/ }))[1]!)
    const dialog = screen.getByRole('dialog', { name: 'Kommentarer för artikel: Skick 2 (2)' })
    expect(await within(dialog).findByText('Passar den en M?')).toBeInTheDocument()
    expect(within(dialog).getByText('Kunden')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Stäng' }))

    await user.click(screen.getByRole('tab', { name: 'Meddelanden (1)' }))
    const log = screen.getByRole('log', { name: 'Meddelanden med kunden' })
    expect(await within(log).findByText('Vi tittar på det.')).toBeInTheDocument()
    expect(within(log).getByText('Du')).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: 'Meddelande' }), 'Hallå?{Enter}')
    expect(await screen.findByText('Kunde inte skicka meddelandet. Försök igen.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Meddelande' })).toHaveValue('Hallå?')
  })

  it('says so when the submission does not exist', async () => {
    mockApi({})
    renderDetail(s.id)
    expect(await screen.findByText('Inlämningen hittades inte.')).toBeInTheDocument()
  })
})
