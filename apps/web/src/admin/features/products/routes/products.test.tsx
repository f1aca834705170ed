import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tableRows } from '../../../../lib/test/table'
import { DAM, KLANNINGAR, location, open, page, product, table } from '../test/products-page'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('staff products page', () => {
  it('shows heading, stats, the table with breadcrumb, Okänd, status and links', async () => {
    open('/admin/products')
    expect(screen.getByRole('heading', { name: 'Produkter' })).toBeInTheDocument()
    const rows = await tableRows('Produkter')
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
})
