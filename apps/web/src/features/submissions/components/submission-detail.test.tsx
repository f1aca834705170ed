import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Route as ApiRoute } from '../../../lib/test/render-page'
import { image, item, submission } from '../../../lib/test/submission-fixtures'
import { openSubmission } from '../test/submission-page'

afterEach(() => vi.unstubAllGlobals())

const settings = {
  shopName: 'Klädbyte',
  address: 'Storgatan 1, 111 22 Stockholm',
  phone: '08-123 45 67',
  email: 'info@kladbyte.se',
  returnAddress: 'Byt Retur, Box 12, Lund',
}

function open(s: ReturnType<typeof submission>, extra: Record<string, ApiRoute> = {}) {
  return openSubmission(s.id, {
    [`GET /api/submissions-request/${s.id}`]: () => ({ body: s }),
    'GET /api/settings/public': () => ({ body: settings }),
    ...extra,
  })
}

const table = () => screen.getByRole('table', { name: 'Artiklar i inlämningen' })
const rows = () => within(table()).getAllByRole('row').slice(1)
const startEditing = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Redigera' }))
  await userEvent.click(screen.getByRole('button', { name: 'Ja, redigera' }))
}

describe('submission detail', () => {
  it('shows the submission read-only: status, reference, date, notes, staff comments, items', async () => {
    const first = item(1, 1, { images: [image(item(1, 1).id, 1), image(item(1, 1).id, 2)] })
    const s = submission(1, { status: 1, notes: 'Ring först', items: [first, item(1, 2)] })
    open(s)
    expect(await screen.findByRole('heading', { level: 1, name: 'Inlämnings Begäran' })).toBeInTheDocument()
    expect(screen.getByText('Inlämnad')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Referensnummer' })).toHaveValue(s.id)
    expect(screen.getByText('11 oktober 2025 kl. 12:00')).toBeInTheDocument()
    const notes = screen.getByRole('textbox', { name: 'Dina anteckningar' })
    expect(notes).toHaveValue('Ring först')
    expect(notes).toHaveAttribute('readonly')
    expect(notes).toHaveAttribute(
      'placeholder',
      'Skriv dina anteckningar eller instruktioner till personalen här...',
    )
    expect(screen.getByText('Personalen har inte lämnat några kommentarer ännu.')).toBeInTheDocument()
    expect(rows()).toHaveLength(2)
    expect(rows()[0]).toHaveTextContent('Skick 1')
    expect(rows()[0]).toHaveTextContent('Väntar på godkännande')
    const photo = within(rows()[0]!).getByRole('link', { name: 'Bild 1 av artikel 1 (öppnas i ny flik)' })
    expect(photo).toHaveAttribute('href', first.images[0]!.imageUrl)
    expect(photo).toHaveAttribute('target', '_blank')
    // A saved item's comments open (submission-chat.test.tsx); no edit controls until Redigera.
    expect(within(rows()[0]!).getByRole('button', { name: 'Kommentarer' })).toBeEnabled()
    expect(screen.queryByRole('button', { name: 'Lägg till ny artikel' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Spara ändringar' })).not.toBeInTheDocument()
  })

  it('edits notes and items as drafts and saves the whole submission', async () => {
    const s = submission(1, { items: [item(1, 1), item(1, 2)] })
    const answer = submission(1, {
      notes: 'Hej',
      items: [item(1, 1, { condition: 'Som ny' }), item(1, 3, { condition: 'Bra', notes: 'Blå jacka' })],
    })
    const { calls } = open(s, { 'PUT /api/submissions-request': () => ({ body: answer }) })
    await screen.findByRole('heading', { level: 1 })
    await startEditing()
    await userEvent.type(screen.getByRole('textbox', { name: 'Dina anteckningar' }), 'Hej')

    // One item at a time: Save applies the draft to the list.
    await userEvent.click(within(rows()[0]!).getByRole('button', { name: 'Redigera artikel 1' }))
    const editor = screen.getByRole('region', { name: 'Redigera artikel 1' })
    await userEvent.clear(within(editor).getByRole('textbox', { name: 'Skick' }))
    await userEvent.type(within(editor).getByRole('textbox', { name: 'Skick' }), 'Som ny')
    expect(screen.getByRole('button', { name: 'Spara ändringar' })).toBeDisabled()
    await userEvent.click(within(editor).getByRole('button', { name: 'Spara' }))
    expect(rows()[0]).toHaveTextContent('Som ny')

    // A new item is appended and opens as the draft; its condition is required.
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till ny artikel' }))
    expect(rows()).toHaveLength(3)
    const fresh = screen.getByRole('region', { name: 'Ny artikel' })
    expect(within(fresh).getByText(/Bilder kan läggas till när artikeln har sparats/)).toBeInTheDocument()
    await userEvent.click(within(fresh).getByRole('button', { name: 'Spara' }))
    expect(within(fresh).getByText('Ange skick för artikeln.')).toBeInTheDocument()
    await userEvent.type(within(fresh).getByRole('textbox', { name: 'Skick' }), 'Bra')
    await userEvent.type(within(fresh).getByRole('textbox', { name: 'Noteringar' }), 'Blå jacka')
    await userEvent.click(within(fresh).getByRole('button', { name: 'Spara' }))

    // Removing asks first.
    await userEvent.click(within(rows()[1]!).getByRole('button', { name: 'Ta bort artikel 2' }))
    const ask = screen.getByRole('dialog', { name: 'Ta bort artikel' })
    expect(ask).toHaveTextContent('Är du säker på att du vill ta bort denna artikel?')
    await userEvent.click(within(ask).getByRole('button', { name: 'Ja, ta bort' }))
    expect(rows()).toHaveLength(2)

    await userEvent.click(screen.getByRole('button', { name: 'Spara ändringar' }))
    expect(await screen.findByText('Ändringarna har sparats.')).toBeInTheDocument()
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      id: s.id,
      status: 0,
      notes: 'Hej',
      title: '',
      description: '',
      submissionRequestItems: [
        { id: item(1, 1).id, condition: 'Som ny', notes: 'Noter 1' },
        { condition: 'Bra', notes: 'Blå jacka' },
      ],
    })
    // The new item has an id now: editing goes on so it can get its photos.
    expect(screen.getByText('Lägg nu till bilder: välj Redigera på de nya artiklarna.')).toBeInTheDocument()
    await userEvent.click(within(rows()[1]!).getByRole('button', { name: 'Redigera artikel 2' }))
    const second = screen.getByRole('region', { name: 'Redigera artikel 2' })
    expect(within(second).getByText('Välj filer')).toBeInTheDocument()
    await userEvent.click(within(second).getByRole('button', { name: 'Avbryt' }))
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt redigering' }))
    expect(screen.queryByRole('button', { name: 'Spara ändringar' })).not.toBeInTheDocument()
  })

  it('leaves edit mode after a save that adds no items', async () => {
    const s = submission(1, { items: [item(1, 1)] })
    const { calls } = open(s, { 'PUT /api/submissions-request': () => ({ body: { ...s, notes: 'Ny' } }) })
    await screen.findByRole('heading', { level: 1 })
    await startEditing()
    await userEvent.type(screen.getByRole('textbox', { name: 'Dina anteckningar' }), 'Ny')
    await userEvent.click(screen.getByRole('button', { name: 'Spara ändringar' }))
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Spara ändringar' })).not.toBeInTheDocument(),
    )
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ notes: 'Ny' })
    expect(screen.getByRole('textbox', { name: 'Dina anteckningar' })).toHaveAttribute('readonly')
  })

  it('Cancel drops a draft (and a new item), Avbryt redigering drops every change', async () => {
    const s = submission(1, { items: [item(1, 1)] })
    const { calls } = open(s)
    await screen.findByRole('heading', { level: 1 })
    await startEditing()
    await userEvent.click(within(rows()[0]!).getByRole('button', { name: 'Redigera artikel 1' }))
    const editor = screen.getByRole('region', { name: 'Redigera artikel 1' })
    await userEvent.type(within(editor).getByRole('textbox', { name: 'Skick' }), ' ändrad')
    await userEvent.click(within(editor).getByRole('button', { name: 'Avbryt' }))
    expect(rows()[0]).toHaveTextContent('Skick 1')
    expect(rows()[0]).not.toHaveTextContent('ändrad')

    await userEvent.click(screen.getByRole('button', { name: 'Lägg till ny artikel' }))
    expect(rows()).toHaveLength(2)
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Ny artikel' })).getByRole('button', { name: 'Avbryt' }),
    )
    expect(rows()).toHaveLength(1)

    await userEvent.click(within(rows()[0]!).getByRole('button', { name: 'Ta bort artikel 1' }))
    await userEvent.click(screen.getByRole('button', { name: 'Ja, ta bort' }))
    expect(screen.getByText(/Inga artiklar ännu/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt redigering' }))
    expect(rows()).toHaveLength(1)
    expect(calls.some((c) => c.method === 'PUT')).toBe(false)
  })

  it('opens a just-created submission ready for its first item', async () => {
    const s = submission(1)
    const { router } = open(s)
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('button', { name: 'Lägg till ny artikel' })).not.toBeInTheDocument()
    // As from the list: the detail mounts afresh with the router state.
    await act(() => router.navigate('/my-account#submissions'))
    await act(() => router.navigate(`/my-account/submissions/${s.id}`, { state: { justCreated: true } }))
    expect(await screen.findByRole('button', { name: 'Lägg till ny artikel' })).toBeInTheDocument()
    expect(screen.getByText('Inga artiklar ännu. Lägg till de plagg du vill skicka in.')).toBeInTheDocument()
    expect(router.state.location.state).toBeNull()
  })

  it('locks approved items: Godkänd and Skyddad, disabled', async () => {
    const s = submission(1, {
      status: 2,
      items: [item(1, 1, { approvalStatus: 'approved' }), item(1, 2, { approvalStatus: 'denied' })],
    })
    open(s)
    await screen.findByRole('heading', { level: 1 })
    await startEditing()
    const [approved, denied] = rows()
    expect(approved).toHaveTextContent('Godkänd')
    expect(within(approved!).getByRole('button', { name: 'Godkänd' })).toBeDisabled()
    expect(within(approved!).getByRole('button', { name: 'Godkänd' })).toHaveAttribute(
      'title',
      'Denna artikel är redan godkänd och kan inte redigeras.',
    )
    expect(within(approved!).getByRole('button', { name: 'Skyddad' })).toBeDisabled()
    expect(within(approved!).getByRole('button', { name: 'Skyddad' })).toHaveAttribute(
      'title',
      'Denna artikel är redan godkänd och kan inte tas bort.',
    )
    expect(denied).toHaveTextContent('Nekad')
    expect(within(denied!).getByRole('button', { name: 'Redigera artikel 2' })).toBeEnabled()
  })

  it('shows the save failure of §8', async () => {
    const s = submission(1, { items: [item(1, 1)] })
    open(s, { 'PUT /api/submissions-request': () => ({ status: 500, body: { error: 'x', message: 'x' } }) })
    await screen.findByRole('heading', { level: 1 })
    await startEditing()
    await userEvent.click(screen.getByRole('button', { name: 'Spara ändringar' }))
    expect(await screen.findByText('Failed to save submission. Please try again.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Spara ändringar' })).toBeInTheDocument()
  })

  it('at status 3: read-only, green status, and the next-steps dialog', async () => {
    const s = submission(4, { status: 3, reviewerNotes: 'Två plagg godkända.' })
    open(s)
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('button', { name: 'Redigera' })).not.toBeInTheDocument()
    expect(
      screen.getByText('Denna inlämning kan inte redigeras eftersom den är färdig behandlad eller avbruten.'),
    ).toBeInTheDocument()
    expect(screen.getByText('Färdig behandlad').className).toContain('emerald')
    expect(screen.getByText('Två plagg godkända.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Nästa steg' }))
    const dialog = screen.getByRole('dialog', { name: 'Nästa steg' })
    expect(within(dialog).getByText('aaaaaaa4')).toBeInTheDocument()
    expect(await within(dialog).findByText('Byt Retur, Box 12, Lund')).toBeInTheDocument()
    expect(dialog).toHaveTextContent('5 arbetsdagar')
    expect(within(dialog).getByRole('link', { name: 'Till butiken' })).toHaveAttribute('href', '/shop')
    expect(within(dialog).getByRole('link', { name: 'Läs guiden' })).toHaveAttribute('href', '/guide')
  })

  it('goes back to the submissions tab, and says so when the submission does not exist', async () => {
    const s = submission(1)
    open(s)
    await userEvent.click(await screen.findByRole('button', { name: 'Tillbaka' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/my-account#submissions')

    vi.unstubAllGlobals()
    openSubmission(submission(9).id, {})
    expect(await screen.findByText('Inlämningen hittades inte.')).toBeInTheDocument()
  })
})
