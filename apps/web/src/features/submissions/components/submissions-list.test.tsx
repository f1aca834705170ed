import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '../../../components/ui/toaster'
import { member, mockApi, renderPage } from '../../../lib/test/render-page'
import { item, submission } from '../../../lib/test/submission-fixtures'
import { SubmissionsList } from './submissions-list'

afterEach(() => vi.unstubAllGlobals())

const LIST = 'GET /api/submissions-request/user'
const render = () =>
  renderPage(
    <>
      <SubmissionsList />
      <Toaster />
    </>,
    { path: '/my-account#submissions', user: member() },
  )
const table = () => screen.findByRole('table', { name: 'Dina inlämningar' })
const row = async (reference: string) => {
  const rows = within(await table()).getAllByRole('row')
  const found = rows.find((r) => r.textContent?.includes(reference))
  if (!found) throw new Error(`no row ${reference}`)
  return found
}

describe('SubmissionsList', () => {
  it('shows the empty text and the create button', async () => {
    mockApi({ [LIST]: () => ({ body: [] }) })
    render()
    expect(await screen.findByText('Du har inga inlämningar ännu.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Skapa ny inlämning' })).toBeEnabled()
  })

  it('lists reference, date, status, count and messages, with the actions of each status', async () => {
    const rows = [
      submission(1, { status: 0, items: [item(1, 1), item(1, 2)] }),
      submission(2, { status: 1, hasUnreadMessages: true }),
      submission(3, { status: 2 }),
      submission(4, { status: 3 }),
      submission(5, { status: 4 }),
    ]
    mockApi({ [LIST]: () => ({ body: rows }) })
    render()

    const created = await row('aaaaaaa1…')
    expect(created).toHaveTextContent('2025-10-11')
    expect(created).toHaveTextContent('Skapad (ej inlämnad)')
    expect(created).toHaveTextContent('2 st')
    expect(created).toHaveTextContent('Inga nya meddelanden')
    const names = (r: HTMLElement) =>
      within(r)
        .getAllByRole('button')
        .map((b) => b.textContent)
    expect(names(created)).toEqual(['Skicka in', 'Visa', 'Ta Bort'])
    expect(within(created).getByRole('button', { name: /^Skicka in/ })).toHaveAttribute(
      'title',
      'Skicka in för behandling',
    )

    const submitted = await row('aaaaaaa2…')
    expect(submitted).toHaveTextContent('Inlämnad')
    expect(submitted).toHaveTextContent('0 st')
    expect(within(submitted).getByText('Nya')).toBeInTheDocument()
    expect(submitted).toHaveTextContent('Olästa meddelanden')
    expect(names(submitted)).toEqual(['Visa', 'Avbryt'])
    expect(within(submitted).getByRole('button', { name: /^Avbryt/ })).toHaveAttribute(
      'title',
      'Avbryt inlämningen',
    )
    expect(names(await row('aaaaaaa3…'))).toEqual(['Visa', 'Avbryt'])
    expect(await row('aaaaaaa3…')).toHaveTextContent('Behandlas')
    expect(names(await row('aaaaaaa4…'))).toEqual(['Visa'])
    expect(await row('aaaaaaa4…')).toHaveTextContent('Färdig behandlad')
    expect(names(await row('aaaaaaa5…'))).toEqual(['Visa'])
    expect(await row('aaaaaaa5…')).toHaveTextContent('Avbruten')

    // Phones get the same rows as cards.
    const cards = within(screen.getByRole('list', { name: 'Dina inlämningar' })).getAllByRole('listitem')
    expect(cards).toHaveLength(5)
    expect(cards[1]).toHaveTextContent('Olästa meddelanden')
  })

  it("shows 'Insatta poäng' under the status once staff credited arrived garments", async () => {
    mockApi({
      [LIST]: () => ({
        body: [submission(1, { status: 3, creditedTotal: 240 }), submission(2, { status: 2 })],
      }),
    })
    render()
    expect(await row('aaaaaaa1…')).toHaveTextContent('Insatta poäng: 240')
    expect(await row('aaaaaaa2…')).not.toHaveTextContent('Insatta poäng')
  })

  it('opens a submission by row click', async () => {
    mockApi({ [LIST]: () => ({ body: [submission(1)] }) })
    render()
    await userEvent.click(within(await row('aaaaaaa1…')).getByText('2025-10-11'))
    expect(screen.getByTestId('location')).toHaveTextContent(`/my-account/submissions/${submission(1).id}`)
  })

  it('creates a submission and opens it', async () => {
    const fresh = submission(7)
    const calls = mockApi({
      [LIST]: () => ({ body: [] }),
      'POST /api/submissions-request': () => ({ status: 201, body: fresh }),
    })
    render()
    await userEvent.click(await screen.findByRole('button', { name: 'Skapa ny inlämning' }))
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/my-account/submissions/${fresh.id}`),
    )
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1)
  })

  it('submits after the confirm prompt, with the success toast', async () => {
    const s = submission(1, { items: [item(1, 1)] })
    const calls = mockApi({
      [LIST]: () => ({ body: [s] }),
      [`PUT /api/submissions-request/${s.id}/submit`]: () => ({ body: { ...s, status: 1 } }),
    })
    render()
    await userEvent.click(within(await row('aaaaaaa1…')).getByRole('button', { name: /^Skicka in/ }))
    const dialog = screen.getByRole('dialog', { name: 'Skicka in inlämningen?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, skicka in' }))
    expect(await screen.findByText('Inlämningen har skickats in framgångsrikt!')).toBeInTheDocument()
    expect(calls.some((c) => c.method === 'PUT' && c.path.endsWith('/submit'))).toBe(true)
  })

  it('shows the server reason when a submit is refused, and the spec text otherwise', async () => {
    const s = submission(1)
    let answer = { status: 409, body: { error: 'conflict', message: 'Lägg till minst en artikel.' } }
    mockApi({
      [LIST]: () => ({ body: [s] }),
      [`PUT /api/submissions-request/${s.id}/submit`]: () => answer,
    })
    render()
    const submit = async () => {
      await userEvent.click(within(await row('aaaaaaa1…')).getByRole('button', { name: /^Skicka in/ }))
      await userEvent.click(screen.getByRole('button', { name: 'Ja, skicka in' }))
    }
    await submit()
    expect(await screen.findByText('Lägg till minst en artikel.')).toBeInTheDocument()
    answer = { status: 500, body: { error: 'internal', message: 'Internt fel.' } }
    await submit()
    expect(
      await screen.findByText('Ett fel uppstod när inlämningen skulle skickas in. Försök igen.'),
    ).toBeInTheDocument()
  })

  it('cancels by reading the submission and writing it back with status 4', async () => {
    const s = submission(2, { status: 1, notes: 'Hämta på fredag', items: [item(2, 1)] })
    const calls = mockApi({
      [LIST]: () => ({ body: [s] }),
      [`GET /api/submissions-request/${s.id}`]: () => ({ body: s }),
      'PUT /api/submissions-request': ({ body }) => ({ body: { ...s, ...(body as object) } }),
    })
    render()
    await userEvent.click(within(await row('aaaaaaa2…')).getByRole('button', { name: /^Avbryt/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Ja, avbryt inlämningen' }))
    expect(await screen.findByText('Inlämningen har avbrutits.')).toBeInTheDocument()
    const put = calls.find((c) => c.method === 'PUT')
    expect(put?.body).toMatchObject({
      id: s.id,
      status: 4,
      notes: 'Hämta på fredag',
      submissionRequestItems: [{ id: item(2, 1).id, condition: 'Skick 1', notes: 'Noter 1' }],
    })
  })

  it('refuses to cancel a submission that is no longer cancellable, and reports a failed delete', async () => {
    const s = submission(2, { status: 1 })
    const d = submission(3, { status: 0 })
    const calls = mockApi({
      [LIST]: () => ({ body: [s, d] }),
      [`GET /api/submissions-request/${s.id}`]: () => ({ body: { ...s, status: 3 } }),
      [`DELETE /api/submissions-request/${d.id}`]: () => ({
        status: 500,
        body: { error: 'x', message: 'x' },
      }),
    })
    render()
    await userEvent.click(within(await row('aaaaaaa2…')).getByRole('button', { name: /^Avbryt/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Ja, avbryt inlämningen' }))
    expect(await screen.findByText('Denna inlämning kan inte avbrytas.')).toBeInTheDocument()
    expect(calls.some((c) => c.method === 'PUT')).toBe(false)

    await userEvent.click(within(await row('aaaaaaa3…')).getByRole('button', { name: /^Ta Bort/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Ja, ta bort' }))
    expect(await screen.findByText('Kunde inte ta bort inlämningen. Försök igen.')).toBeInTheDocument()
  })
})
