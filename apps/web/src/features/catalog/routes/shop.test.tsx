import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeCategory, makeProduct, mockFetch, page, renderRoute } from '../test/render'

const dam = makeCategory({ name: 'Dam', sorting: 1 })
const barn = makeCategory({ name: 'Barn', sorting: 2 })
const klanningar = makeCategory({ name: 'Klänningar', parent: dam.id })
const categories = [dam, barn, klanningar]

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('shop page', () => {
  it('lists products with image, name, size and points', async () => {
    const products = [
      makeProduct({ name: 'Röd kappa', size: 'L', price: 240 }),
      makeProduct({ name: 'Jeans' }),
    ]
    mockFetch((url) => (url.pathname === '/api/category' ? categories : page(products)))
    renderRoute('/shop')

    const cards = await screen.findAllByRole('article')
    expect(cards).toHaveLength(2)
    const first = within(cards[0]!)
    expect(first.getByRole('link', { name: 'Röd kappa' })).toHaveAttribute(
      'href',
      `/product/${products[0]!.id}`,
    )
    expect(first.getByText('L')).toBeInTheDocument()
    expect(first.getByText('240 poäng')).toBeInTheDocument()
    // A grey box of the same name until the image queue gives it its turn (at once here).
    const img = await waitFor(() => {
      const el = first.getByRole('img', { name: 'Röd kappa' })
      expect(el).toHaveAttribute('src', products[0]!.images[0]!.imageUrl)
      return el
    })
    expect(img).toHaveAttribute('width', '640')
    expect(img).toHaveAttribute('srcset', expect.stringContaining('1024w'))
    expect(img.getAttribute('sizes')).toMatch(/50vw$/)
    expect(screen.getByText('2 produkter')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Butik | Klädbyte'))
  })

  it('says "Över 10 000 produkter" when the count stopped at its cap', async () => {
    const capped = { ...page([makeProduct()], 10_000), totalCapped: true }
    mockFetch((url) => (url.pathname === '/api/category' ? categories : capped))
    renderRoute('/shop')
    expect(await screen.findByText('Över 10 000 produkter')).toBeInTheDocument()
    expect(screen.queryByText('10 000 produkter')).toBeNull()
  })

  it("shows 'Inga produkter hittades' when nothing matches", async () => {
    mockFetch((url) => (url.pathname === '/api/category' ? categories : page([])))
    renderRoute('/shop?search=zzz')
    expect(await screen.findByText('Inga produkter hittades')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Rensa filter' })).toHaveAttribute('href', '/shop')
  })

  it('sends the URL filters to the search call and shows subcategory cards', async () => {
    const fetch = mockFetch((url) => (url.pathname === '/api/category' ? categories : page([makeProduct()])))
    renderRoute(`/shop/${dam.id}/extra-segment?sizes=S,M&maxPrice=abc&page=2&perPage=32`)
    await screen.findAllByRole('article')
    const search = fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((u) => u.pathname === '/api/products/search')!
    expect(Object.fromEntries(search.searchParams)).toEqual({
      categoryId: dam.id,
      includeDescendants: 'true',
      page: '2',
      pageSize: '32',
      sizes: 'S,M',
    })
    const cards = await screen.findByRole('region', { name: 'Underkategorier' })
    expect(within(cards).getByRole('link', { name: /Klänningar/ })).toHaveAttribute(
      'href',
      `/shop/${klanningar.id}?sizes=S%2CM&perPage=32`,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Dam' })).toBeInTheDocument()
  })

  it('prefetches the next page when the current one is full', async () => {
    const full = Array.from({ length: 20 }, () => makeProduct())
    const fetch = mockFetch((url) => (url.pathname === '/api/category' ? categories : page(full, 45)))
    renderRoute('/shop')
    await screen.findAllByRole('article')
    await waitFor(() => {
      const pages = fetch.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((u) => u.pathname === '/api/products/search')
        .map((u) => u.searchParams.get('page'))
      expect(pages).toEqual(['1', '2'])
    })
    const nav = screen.getByRole('navigation', { name: 'Sidnavigering' })
    expect(within(nav).getByRole('link', { name: 'Sida 1' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Sida 3' })).toHaveAttribute('href', '/shop?page=3')
  })

  it("keeps the search within the server's 200 characters, from the URL and in the box", async () => {
    const fetch = mockFetch((url) => (url.pathname === '/api/category' ? categories : page([makeProduct()])))
    renderRoute(`/shop?search=${'x'.repeat(250)}`)
    await screen.findAllByRole('article')
    const search = fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((u) => u.pathname === '/api/products/search')!
    expect(search.searchParams.get('search')).toBe('x'.repeat(200))
    const box = screen.getByRole('searchbox', { name: 'Sök' })
    expect(box).toHaveValue('x'.repeat(200))
    expect(box).toHaveAttribute('maxLength', '200')
  })

  it('debounces typed search 450 ms, then resets to page 1', async () => {
    mockFetch((url) => (url.pathname === '/api/category' ? categories : page([makeProduct()])))
    const { router } = renderRoute('/shop?page=3&sizes=M')
    await screen.findAllByRole('article')
    const user = userEvent.setup()
    const box = screen.getByRole('searchbox', { name: 'Sök' })
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      await user.type(box, 'jacka')
      act(() => vi.advanceTimersByTime(400))
      expect(router.state.location.search).toBe('?page=3&sizes=M')
      act(() => vi.advanceTimersByTime(100))
      await waitFor(() => expect(router.state.location.search).toBe('?search=jacka&sizes=M'))
    } finally {
      vi.useRealTimers()
    }
    expect(box).toHaveValue('jacka')
  })

  it('counts active filters on the apply button and applies sizes at once', async () => {
    mockFetch((url) => (url.pathname === '/api/category' ? categories : page([makeProduct()])))
    const { router } = renderRoute('/shop?maxPrice=200')
    await screen.findAllByRole('article')
    const user = userEvent.setup()
    await user.click(screen.getByRole('checkbox', { name: 'S' }))
    await user.click(screen.getByRole('checkbox', { name: 'XL' }))
    const apply = screen.getByRole('button', { name: /Använd filter/ })
    expect(apply).toHaveTextContent('3')
    await user.click(apply)
    expect(router.state.location.search).toBe('?maxPrice=200&sizes=S%2CXL')
  })

  it('expands and collapses the category tree', async () => {
    mockFetch((url) => (url.pathname === '/api/category' ? categories : page([makeProduct()])))
    renderRoute('/shop')
    const toggle = await screen.findByRole('button', { name: 'Visa underkategorier till Dam' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'Klänningar' })).toBeVisible()
  })

  it('shows the server message when the search fails', async () => {
    mockFetch((url) =>
      url.pathname === '/api/category'
        ? categories
        : new Response(JSON.stringify({ error: 'validation', message: 'Okänd kategori.' }), { status: 400 }),
    )
    renderRoute('/shop/okand')
    expect(await screen.findByRole('alert')).toHaveTextContent('Okänd kategori.')
  })
})
