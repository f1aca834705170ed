import { type AdminCategoryDto, EMPTY_GUID } from '@kladbyte/contract'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { member, mockApi, type Route, renderPage } from '../../../../lib/test/render-page'
import { tableRows } from '../../../../lib/test/table'
import { StaffToaster } from '../../../lib/test/staff-toaster'
import { Component as CategoriesPage } from './categories'

// jsdom lacks what Radix Select calls (as in the kit's own Select test).
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {}
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.releasePointerCapture ??= () => {}
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
function category(n: number, name: string, parent = EMPTY_GUID, extra: Partial<AdminCategoryDto> = {}) {
  return {
    id: id(n),
    name,
    description: '',
    display: true,
    sorting: n,
    parent,
    imageRelativePath: null,
    productCount: 0,
    ...extra,
  } satisfies AdminCategoryDto
}

// Dam > Klänningar > Långa, Barn (hidden), Herr
const seed = () => [
  category(1, 'Dam'),
  category(2, 'Barn', EMPTY_GUID, { display: false }),
  category(3, 'Herr'),
  category(4, 'Klänningar', id(1), { productCount: 5 }),
  category(5, 'Långa', id(4)),
]

function open(routes: Record<string, Route> = {}, list = seed()) {
  const calls = mockApi({ 'GET /api/category/all': () => ({ body: list }), ...routes })
  renderPage(
    <>
      <CategoriesPage />
      <StaffToaster />
    </>,
    { path: '/admin/categories', user: member({ isAdmin: true }) },
  )
  return calls
}

const table = () => screen.findByRole('table', { name: 'Alla kategorier' })
const bodyRows = () => tableRows('Alla kategorier')
const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling

describe('staff categories page', () => {
  it('shows the five stat cards and every category in tree order with parent and status', async () => {
    open()
    const rows = await bodyRows()
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Dam',
      'Klänningar',
      'Långa',
      'Barn',
      'Herr',
    ])
    expect(rows[0]).toHaveTextContent('Huvudkategori')
    expect(rows[0]).toHaveTextContent('Aktiv')
    expect(rows[1]).toHaveTextContent('Dam')
    expect(rows[1]).toHaveTextContent('5')
    expect(rows[3]).toHaveTextContent('Inaktiv')
    // Names repeat across a tree: a subcategory's buttons say where it sits.
    expect(
      within(rows[2]!).getByRole('button', { name: 'Redigera Långa (under Klänningar)' }),
    ).toBeInTheDocument()
    expect(within(rows[0]!).getByRole('button', { name: 'Ta bort Dam' })).toBeInTheDocument()
    expect(stat('Totalt')).toHaveTextContent('5')
    expect(stat('Aktiva')).toHaveTextContent('4')
    expect(stat('Inaktiva')).toHaveTextContent('1')
    expect(stat('Huvudkategorier')).toHaveTextContent('3')
    expect(stat('Underkategorier')).toHaveTextContent('2')
  })

  it('gives an empty list and a calm notice when the load fails', async () => {
    mockApi({ 'GET /api/category/all': () => ({ status: 500, body: { error: 'internal', message: 'Fel' } }) })
    renderPage(<CategoriesPage />, { path: '/admin/categories', user: member({ isAdmin: true }) })
    expect(await screen.findByText('Inga kategorier hittades.')).toBeInTheDocument()
    expect(screen.getByText(/Kategorierna kunde inte hämtas just nu/)).toHaveAttribute('role', 'status')
    expect(stat('Totalt')).toHaveTextContent('0')
  })

  it('leaves the category and its descendants out of the parent list when editing', async () => {
    const user = userEvent.setup()
    open()
    await user.click(within((await bodyRows())[0]!).getByRole('button', { name: 'Redigera Dam' }))
    const dialog = screen.getByRole('dialog', { name: 'Redigera kategori' })
    expect(within(dialog).getByRole('switch', { name: 'Visa i butiken' })).toBeChecked()
    await user.click(within(dialog).getByRole('combobox', { name: 'Överordnad kategori' }))
    const options = within(await screen.findByRole('listbox')).getAllByRole('option')
    expect(options.map((o) => o.textContent?.replace(/[\u00a0└✓ ]/g, ''))).toEqual([
      'Ingen(huvudkategori)',
      'Barn',
      'Herr',
    ])
  })

  it('lists every category, indented, when creating', async () => {
    const user = userEvent.setup()
    open()
    await table()
    await user.click(screen.getByRole('button', { name: 'Lägg till kategori' }))
    const dialog = screen.getByRole('dialog', { name: 'Ny kategori' })
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('combobox', { name: 'Överordnad kategori' }))
    const labels = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent?.replace('✓', ''))
    expect(labels).toEqual([
      'Ingen (huvudkategori)',
      'Dam',
      '\u00a0\u00a0\u00a0└ Klänningar',
      '\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0└ Långa',
      'Barn',
      'Herr',
    ])
  })

  it('sends one create however often Skapa is pressed, then pins the new row first with Ny for 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const list = seed()
    let answer: () => void = () => {}
    const calls = open(
      {
        'POST /api/category': ({ body }) =>
          new Promise((resolve) => {
            answer = () => {
              const created = category(9, (body as { name: string }).name, id(3))
              list.push(created)
              resolve({ status: 201, body: created })
            }
          }),
      },
      list,
    )
    await table()
    await user.click(screen.getByRole('button', { name: 'Lägg till kategori' }))
    const dialog = screen.getByRole('dialog', { name: 'Ny kategori' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Namn' }), 'Skjortor')
    const submit = within(dialog).getByRole('button', { name: 'Skapa' })
    await user.click(submit)
    await user.click(submit)
    await user.keyboard('{Enter}')
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1)
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      parent: null,
      name: 'Skjortor',
      description: '',
    })
    await act(async () => answer())

    // Rows read anew on each try: the list renders the new row when the refetch has come back.
    await vi.waitFor(() =>
      expect(within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[0]).toHaveTextContent('Skjortor'),
    )
    const first = (await bodyRows())[0]!
    expect(within(first).getAllByRole('cell')[0]).toHaveTextContent('SkjortorNy')
    expect(first.className).toContain('bg-sky-100')
    expect(screen.getByText('Ny kategori har lagts till och markeras med ljusblå färg.')).toBeInTheDocument()

    await act(() => vi.advanceTimersByTimeAsync(9_000))
    expect(within((await bodyRows())[0]!).getAllByRole('cell')[0]).toHaveTextContent('SkjortorNy')
    await act(() => vi.advanceTimersByTimeAsync(1_100))
    const after = await bodyRows()
    expect(within(after[0]!).getAllByRole('cell')[0]).toHaveTextContent(/^Dam$/)
    expect(screen.queryByText('Ny', { selector: 'span' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Ny kategori har lagts till/)).not.toBeInTheDocument()
  })

  it('shows the red update toast for 5 s when saving fails, and the server’s rule in the dialog', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const message = 'Det finns redan en kategori som heter "Herr" på samma nivå.'
    const calls = open({ 'PUT /api/category': () => ({ status: 409, body: { error: 'conflict', message } }) })
    await user.click(within((await bodyRows())[0]!).getByRole('button', { name: 'Redigera Dam' }))
    const dialog = screen.getByRole('dialog', { name: 'Redigera kategori' })
    const name = within(dialog).getByRole('textbox', { name: 'Namn' })
    await user.clear(name)
    await user.type(name, 'Herr')
    await user.click(within(dialog).getByRole('switch', { name: 'Visa i butiken' }))
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }))
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      id: id(1),
      name: 'Herr',
      description: '',
      display: false,
      parent: null,
      sorting: 1,
    })
    expect(
      await screen.findByText('Det gick inte att uppdatera kategorin. Försök igen senare.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message)
    await act(() => vi.advanceTimersByTimeAsync(4_500))
    expect(screen.getByText('Det gick inte att uppdatera kategorin. Försök igen senare.')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(
      screen.queryByText('Det gick inte att uppdatera kategorin. Försök igen senare.'),
    ).not.toBeInTheDocument()
  })

  it('shows the create toast when creating fails', async () => {
    const user = userEvent.setup()
    open({
      'POST /api/category': () => ({ status: 500, body: { error: 'internal', message: 'Internt fel.' } }),
    })
    await table()
    await user.click(screen.getByRole('button', { name: 'Lägg till kategori' }))
    const dialog = screen.getByRole('dialog', { name: 'Ny kategori' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Namn' }), 'Skor')
    await user.click(within(dialog).getByRole('button', { name: 'Skapa' }))
    expect(
      await screen.findByText('Det gick inte att skapa kategorin. Försök igen senare.'),
    ).toBeInTheDocument()
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('asks before deleting; a 409 shows the server’s message, another failure the delete toast', async () => {
    const user = userEvent.setup()
    const message = 'Kategorin har 1 underkategori och 5 plagg och kan inte tas bort.'
    let status = 409
    const calls = open({
      [`DELETE /api/category/${id(4)}`]: () => ({ status, body: { error: 'conflict', message } }),
    })
    const remove = async () => {
      await user.click(
        within((await bodyRows())[1]!).getByRole('button', { name: 'Ta bort Klänningar (under Dam)' }),
      )
      const confirm = screen.getByRole('dialog', { name: 'Bekräfta borttagning' })
      expect(confirm).toHaveTextContent('Vill du ta bort kategorin "Klänningar"?')
      await user.click(within(confirm).getByRole('button', { name: 'Ja, ta bort' }))
    }
    await remove()
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1)
    status = 500
    await remove()
    expect(
      await screen.findByText('Det gick inte att ta bort kategorin. Försök igen senare.'),
    ).toBeInTheDocument()
  })
})
