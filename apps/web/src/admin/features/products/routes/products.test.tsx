import type { AdminProductItem, CategoryTreeNodeDto } from '@kladbyte/contract'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '../../../../components/ui/toaster'
import { member, mockApi, type Route, renderPage } from '../../../../lib/test/render-page'
import { Component as ProductsPage } from './products'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const DAM = 'aaaaaaaa-0000-4000-8000-000000000001'
const KLANNINGAR = 'aaaaaaaa-0000-4000-8000-000000000002'
const HERR = 'aaaaaaaa-0000-4000-8000-000000000003'
const tree: CategoryTreeNodeDto[] = [
  { id: DAM, name: 'Dam', depth: 0, isLeaf: false, count: 3, display: true },
  { id: KLANNINGAR, name: 'Klänningar', depth: 1, isLeaf: true, count: 3, display: true },
  { id: HERR, name: 'Herr', depth: 0, isLeaf: true, count: 12, display: true },
]
const product = (n: number, overrides: Partial<AdminProductItem> = {}): AdminProductItem => ({
  id: `bbbbbbbb-0000-4000-8000-00000000000${n}`,
  name: `Klänning ${n}`,
  description: '',
  price: 100 + n,
  size: 'M',
  categoryId: KLANNINGAR,
  display: n !== 2,
  state: 'available',
  created: '2026-11-01T10:00:00Z',
  category: { id: KLANNINGAR, name: 'Klänningar', path: ['Dam', 'Klänningar'], depth: 2 },
  thumbnailUrl: n === 1 ? '/media/products/x-320.webp' : null,
  ...overrides,
})
const page = (items: AdminProductItem[], total = items.length, totalPages = 1) => ({
  body: { items, total, activeTotal: items.filter((i) => i.display).length, page: 1, totalPages },
})

function open(path: string, routes: Record<string, Route> = {}) {
  const calls = mockApi({
    'GET /api/category/tree': () => ({ body: tree }),
    'GET /api/products/admin/search': () => page([product(1), product(2), product(3, { category: null })]),
    ...routes,
  })
  const view = renderPage(
    <>
      <ProductsPage />
      <Toaster />
    </>,
    { path, user: member({ isAdmin: true }) },
  )
  return { ...view, calls }
}
/** Fills the create panel with a valid garment in Klänningar and saves it. */
async function fillNew(user: ReturnType<typeof userEvent.setup>, panel: HTMLElement, name: string) {
  await user.type(within(panel).getByLabelText('Namn'), name)
  await user.selectOptions(within(panel).getByLabelText('Kategori'), KLANNINGAR)
  await user.selectOptions(within(panel).getByLabelText('Storlek'), 'M')
  await user.type(within(panel).getByLabelText('Pris (poäng)'), '350')
  await user.click(within(panel).getByRole('button', { name: 'Skapa produkt' }))
}
const location = () => screen.getByTestId('location').textContent
const table = () => screen.findByRole('table', { name: 'Produkter' })

describe('staff products page', () => {
  it('shows heading, stats, the table with breadcrumb, Okänd, status and links', async () => {
    open('/admin/products')
    expect(screen.getByRole('heading', { name: 'Produkter' })).toBeInTheDocument()
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1)
    expect(rows[0]).toHaveTextContent('Klänning 1')
    expect(rows[0]).toHaveTextContent('Dam › Klänningar')
    expect(rows[0]).toHaveTextContent('Nivå 2')
    expect(rows[0]).toHaveTextContent('101 poäng')
    expect(rows[0]).toHaveTextContent('Aktiv')
    expect(rows[1]).toHaveTextContent('Inaktiv')
    expect(rows[2]).toHaveTextContent('Okänd')
    expect(within(rows[0]!).getByRole('link', { name: /Visa Klänning 1 i butiken/ })).toHaveAttribute(
      'href',
      `/product/${product(1).id}`,
    )
    const stat = (label: string) => screen.getByText(label).closest('dl')!
    expect(stat('Totalt antal produkter')).toHaveTextContent('3')
    expect(stat('Aktiva produkter')).toHaveTextContent('2')
    // Average of 101, 102 and 103.
    expect(stat('Snittpris på sidan')).toHaveTextContent('102 poäng')
    expect(screen.getByText('Visar 1 till 3 av 3')).toBeInTheDocument()
    expect(location()).toBe('/admin/products?page=1&perPage=10')
  })

  it('corrects a bad URL and sends the filter to the server; a new filter goes back to page 1', async () => {
    const user = userEvent.setup()
    const { calls } = open(`/admin/products?page=abc&perPage=7&category=${KLANNINGAR}`, {
      'GET /api/products/admin/search': () => page([product(1)], 30, 3),
    })
    await table()
    await waitFor(() => expect(location()).toBe(`/admin/products?page=1&perPage=10&category=${KLANNINGAR}`))
    const search = calls.filter((c) => c.path === '/api/products/admin/search').at(-1)!
    expect(Object.fromEntries(search.query)).toMatchObject({
      page: '1',
      pageSize: '10',
      categoryId: KLANNINGAR,
      includeDescendants: 'true',
    })
    await user.click(screen.getByRole('link', { name: /2/ }))
    await waitFor(() => expect(location()).toContain('page=2'))
    await user.selectOptions(screen.getByLabelText('Per sida'), '25')
    await waitFor(() => expect(location()).toBe(`/admin/products?page=1&perPage=25&category=${KLANNINGAR}`))
    const options = within(screen.getByLabelText('Kategori')).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual([
      'Alla kategorier',
      'Dam (3)',
      '\u00a0\u00a0\u00a0└ Klänningar (3)',
      'Herr (12)',
    ])
    await user.click(screen.getByRole('button', { name: 'Rensa filter' }))
    await waitFor(() => expect(location()).toBe('/admin/products?page=1&perPage=25'))
  })

  it('removes an unknown category from the URL', async () => {
    open('/admin/products?page=3&perPage=5&category=cccccccc-0000-4000-8000-000000000000')
    await waitFor(() => expect(location()).toBe('/admin/products?page=1&perPage=5'))
  })

  it('shows both empty states', async () => {
    open('/admin/products', { 'GET /api/products/admin/search': () => page([], 0, 0) })
    expect(await screen.findByText(/Det finns inga produkter ännu/)).toBeInTheDocument()
  })

  it('shows the empty-page state with a link to page 1 when the page has no rows but others do', async () => {
    // E.g. the last garments of page 2 were deleted in another tab: the count still says two pages.
    open('/admin/products?page=2&perPage=5', { 'GET /api/products/admin/search': () => page([], 6, 2) })
    expect(await screen.findByText(/Inga produkter på den här sidan\./)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Gå till första sidan' })).toHaveAttribute(
      'href',
      '/admin/products?page=1&perPage=5',
    )
    expect(screen.queryByText(/Det finns inga produkter ännu/)).toBeNull()
    expect(location()).toBe('/admin/products?page=2&perPage=5')
  })

  it('sends a page past the end to page 1', async () => {
    const { calls } = open('/admin/products?page=15&perPage=5', {
      'GET /api/products/admin/search': ({ query }) =>
        page(query.get('page') === '1' ? [product(1)] : [], 11, 3),
    })
    await waitFor(() => expect(location()).toBe('/admin/products?page=1&perPage=5'))
    expect(await within(await table()).findByText('Klänning 1')).toBeInTheDocument()
    expect(
      calls
        .filter((c) => c.path === '/api/products/admin/search')
        .at(-1)!
        .query.get('page'),
    ).toBe('1')
  })

  it('keeps a deep page reached by Back from another page size', async () => {
    // 100 garments: 20 pages of 5, one page of 100.
    const { router, calls } = open('/admin/products?page=15&perPage=5', {
      'GET /api/products/admin/search': ({ query }) => {
        const size = Number(query.get('pageSize'))
        return page([product(query.get('page') === '15' ? 5 : 1)], 100, Math.ceil(100 / size))
      },
    })
    expect(await within(await table()).findByText('Klänning 5')).toBeInTheDocument()
    await act(() => router.navigate('/admin/products?page=1&perPage=100'))
    expect(await within(await table()).findByText('Klänning 1')).toBeInTheDocument()
    await act(() => router.navigate(-1))
    expect(await within(await table()).findByText('Klänning 5')).toBeInTheDocument()
    expect(location()).toBe('/admin/products?page=15&perPage=5')
    const searches = calls.filter((c) => c.path === '/api/products/admin/search')
    expect(searches.at(-1)!.query.get('page')).toBe('15')
  })

  it('creates a garment: validation, Annat… size, pinned first with Ny for 10 s, images after the save', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const created = product(9, { name: 'Ny kappa', size: 'EU 40' })
    let listed = [product(1)]
    const { calls } = open('/admin/products', {
      'GET /api/products/admin/search': () => page(listed),
      'POST /api/products': () => {
        listed = [product(1), created]
        return { status: 201, body: { id: created.id } }
      },
      [`GET /api/products/${created.id}`]: () => ({
        body: { ...created, imageUrl: null, images: [], state: 'available' },
      }),
      [`GET /api/products/images/${created.id}`]: () => ({ body: [] }),
    })
    await table()
    await user.click(screen.getByRole('button', { name: 'Lägg till produkt' }))
    const panel = await screen.findByRole('dialog', { name: 'Ny produkt' })
    expect(within(panel).getByText(/spara först/)).toBeInTheDocument()
    await user.click(within(panel).getByRole('button', { name: 'Skapa produkt' }))
    expect(within(panel).getByText('Ange ett namn.')).toBeInTheDocument()
    expect(within(panel).getByText('Välj en kategori.')).toBeInTheDocument()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)

    await user.type(within(panel).getByLabelText('Namn'), 'Ny kappa')
    await user.selectOptions(within(panel).getByLabelText('Kategori'), KLANNINGAR)
    await user.selectOptions(within(panel).getByLabelText('Storlek'), 'Annat…')
    await user.type(within(panel).getByLabelText('Egen storlek'), 'EU 40')
    await user.type(within(panel).getByLabelText('Pris (poäng)'), '0')
    await user.click(within(panel).getByRole('button', { name: 'Skapa produkt' }))
    expect(within(panel).getByText('Priset ska vara minst 1 poäng.')).toBeInTheDocument()
    await user.clear(within(panel).getByLabelText('Pris (poäng)'))
    await user.type(within(panel).getByLabelText('Pris (poäng)'), '350')
    await user.click(within(panel).getByRole('button', { name: 'Skapa produkt' }))

    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        name: 'Ny kappa',
        categoryId: KLANNINGAR,
        size: 'EU 40',
        price: 350,
        display: true,
      }),
    )
    expect(await screen.findByRole('dialog', { name: 'Redigera produkt' })).toHaveTextContent(
      'Produkten har skapats. Lägg till bilder nedan.',
    )
    const notice = screen.getByText('Ny produkt har lagts till och markeras med ljusblå färg.')
    // The kit's blue notice tone alone: a white tone with blue classes over it renders white.
    expect(notice).toHaveClass('bg-sky-50')
    expect(notice).not.toHaveClass('bg-white')
    const first = () => within(screen.getByRole('table', { name: 'Produkter' })).getAllByRole('row')[1]!
    await waitFor(() => expect(first()).toHaveTextContent('Ny kappa'))
    expect(within(first()).getByText('Ny')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(10_100))
    expect(first()).toHaveTextContent('Klänning 1')
    expect(screen.queryByText('Ny produkt har lagts till och markeras med ljusblå färg.')).toBeNull()
  })

  it('a failed create shows the red toast and keeps the panel open', async () => {
    const user = userEvent.setup()
    open('/admin/products', {
      'POST /api/products': () => ({ status: 500, body: { error: 'internal', message: 'x' } }),
    })
    await table()
    await user.click(screen.getByRole('button', { name: 'Lägg till produkt' }))
    const panel = await screen.findByRole('dialog', { name: 'Ny produkt' })
    await fillNew(user, panel, 'Ny kappa')
    expect(
      await screen.findByText('Det gick inte att skapa produkten. Försök igen senare.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Ny produkt' })).toBeInTheDocument()
    expect(screen.queryByText('Ny produkt har lagts till och markeras med ljusblå färg.')).toBeNull()
  })

  it.each([
    ['another category', HERR, '/admin/products?page=1&perPage=5'],
    ['a parent of its category', DAM, `/admin/products?page=1&perPage=5&category=${DAM}`],
  ])(
    'after a create on page 2 of %s, shows page 1 of a list holding the new garment, pinned',
    async (_, filter, to) => {
      const user = userEvent.setup()
      const created = product(9, { name: 'Ny kappa' })
      let made = false
      open(`/admin/products?page=2&perPage=5&category=${filter}`, {
        // Newest first: once made, the new garment heads page 1 of any list that holds it.
        'GET /api/products/admin/search': ({ query }) => {
          const holds = made && query.get('page') === '1' && query.get('categoryId') !== HERR
          return page(holds ? [created, product(1)] : [product(3)], 12, 3)
        },
        'POST /api/products': () => {
          made = true
          return { status: 201, body: { id: created.id } }
        },
        [`GET /api/products/${created.id}`]: () => ({ body: { ...created, imageUrl: null, images: [] } }),
        [`GET /api/products/images/${created.id}`]: () => ({ body: [] }),
      })
      await within(await table()).findByText('Klänning 3')
      await user.click(screen.getByRole('button', { name: 'Lägg till produkt' }))
      await fillNew(user, await screen.findByRole('dialog', { name: 'Ny produkt' }), 'Ny kappa')
      await waitFor(() => expect(location()).toBe(to))
      const first = () => within(screen.getByRole('table', { name: 'Produkter' })).getAllByRole('row')[1]!
      await waitFor(() => expect(first()).toHaveTextContent('Ny kappa'))
      expect(within(first()).getByText('Ny')).toBeInTheDocument()
    },
  )

  it('a failed delete shows the red toast for 5 s; the confirm dialog has the spec texts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    open('/admin/products', {
      [`DELETE /api/products/${product(1).id}`]: () => ({ status: 500, body: { error: 'x', message: 'x' } }),
    })
    await user.click(within(await table()).getByRole('button', { name: 'Ta bort Klänning 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Bekräfta borttagning' })
    expect(dialog).toHaveTextContent('kan inte ångras')
    expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Ja, ta bort' }))
    const text = 'Det gick inte att ta bort produkten. Försök igen senare.'
    expect(await screen.findByText(text)).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(4500))
    expect(screen.queryByText(text)).not.toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1500))
    expect(screen.queryByText(text)).toBeNull()
  })

  it('edits: a free size shows as Annat…, images change at once, a failed save shows the red toast', async () => {
    const user = userEvent.setup()
    const edited = product(1, { size: 'EU 38' })
    const image = (n: number, main: boolean) => ({
      imageId: `dddddddd-0000-4000-8000-00000000000${n}`,
      productId: edited.id,
      imageUrl: `/media/products/i${n}-640.webp`,
      srcset: '',
      width: 640,
      height: 800,
      main,
    })
    const { calls } = open('/admin/products', {
      [`GET /api/products/${edited.id}`]: () => ({ body: { ...edited, imageUrl: null, images: [] } }),
      [`GET /api/products/images/${edited.id}`]: () => ({ body: [image(1, true), image(2, false)] }),
      [`PUT /api/products/image/main/${edited.id}/${image(2, false).imageId}`]: () => ({
        body: [image(2, true), image(1, false)],
      }),
      'PUT /api/products': () => ({ status: 500, body: { error: 'internal', message: 'x' } }),
    })
    await user.click(within(await table()).getByRole('button', { name: 'Redigera Klänning 1' }))
    const panel = await screen.findByRole('dialog', { name: 'Redigera produkt' })
    await within(panel).findByDisplayValue('Klänning 1')
    expect(within(panel).getByLabelText('Storlek')).toHaveDisplayValue('Annat…')
    expect(within(panel).getByLabelText('Egen storlek')).toHaveValue('EU 38')
    expect(await within(panel).findByText('Huvudbild')).toBeInTheDocument()
    await user.click(within(panel).getByRole('button', { name: 'Gör bild 2 till huvudbild' }))
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path.startsWith('/api/products/image/main/'))).toBe(
        true,
      ),
    )
    await user.selectOptions(within(panel).getByLabelText('Storlek'), '4–5 år')
    expect(within(panel).queryByLabelText('Egen storlek')).toBeNull()
    await user.click(within(panel).getByRole('button', { name: 'Spara' }))
    expect(
      await screen.findByText('Det gick inte att uppdatera produkten. Försök igen senare.'),
    ).toBeInTheDocument()
    expect(calls.find((c) => c.method === 'PUT' && c.path === '/api/products')?.body).toMatchObject({
      id: edited.id,
      size: '4–5 år',
    })
  })

  it('copies a link with page, perPage and category', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    open(`/admin/products?page=1&perPage=25&category=${DAM}`)
    await table()
    await user.click(screen.getByRole('button', { name: 'Kopiera länk' }))
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/admin/products?page=1&perPage=25&category=${DAM}`,
    )
  })

  it('opens ?edit={id} in the edit panel, fetching a garment that is not on the page', async () => {
    const fromItem = product(7, { name: 'Jackor – Mycket gott skick', display: false })
    open(`/admin/products?edit=${fromItem.id}`, {
      [`GET /api/products/${fromItem.id}`]: () => ({ body: { ...fromItem, imageUrl: null, images: [] } }),
      [`GET /api/products/images/${fromItem.id}`]: () => ({ body: [] }),
    })
    const panel = await screen.findByRole('dialog', { name: 'Redigera produkt' })
    expect(await within(panel).findByDisplayValue('Jackor – Mycket gott skick')).toBeInTheDocument()
    expect(within(await table()).queryByText('Jackor – Mycket gott skick')).toBeNull()
    // The address keeps the list's state only; a reload does not reopen the panel.
    await waitFor(() => expect(location()).toBe('/admin/products?page=1&perPage=10'))
  })
})
