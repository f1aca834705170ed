import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeCategory, makeProduct, mockFetch, notFound, renderRoute } from '../test/render'

const addToCart = vi.fn()
const addToWishlist = vi.fn()
const listActions = { addToCart, addToWishlist }

const dam = makeCategory({ name: 'Dam' })
const klanningar = makeCategory({ name: 'Klänningar', parent: dam.id })
const product = makeProduct({ name: 'Blommig klänning', categoryId: klanningar.id, price: 240, size: 'S' })

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('product page', () => {
  it('shows the summary and calls the cart and wishlist hooks', async () => {
    const similar = [makeProduct({ name: 'Grön klänning' })]
    mockFetch((url) => {
      if (url.pathname === '/api/category') return [dam, klanningar]
      if (url.pathname === `/api/products/${product.id}`) return product
      if (url.pathname.startsWith('/api/products/category/')) return [product, ...similar]
      throw new Error(`unexpected ${url}`)
    })
    renderRoute(`/product/${product.id}`, listActions)
    expect(await screen.findByRole('heading', { level: 1, name: 'Blommig klänning' })).toBeInTheDocument()
    const path = screen.getByText(
      (_, el) => el?.tagName === 'P' && el.textContent === 'Kategori: Dam / Klänningar',
    )
    expect(within(path).getByRole('link', { name: 'Klänningar' })).toHaveAttribute(
      'href',
      `/shop/${klanningar.id}`,
    )
    expect(screen.getByRole('img', { name: '240 poäng' })).toBeInTheDocument()
    expect(screen.getByText('S')).toBeInTheDocument()
    expect(screen.getByText('En somrig klänning i bomull.')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Blommig klänning | Klädbyte'))

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Lägg i varukorgen' }))
    expect(addToCart).toHaveBeenCalledWith(product)
    await user.click(screen.getByRole('button', { name: 'Lägg till i önskelistan' }))
    expect(addToWishlist).toHaveBeenCalledWith(product)

    const section = await screen.findByRole('region', { name: 'Liknande produkter' })
    expect(within(section).getAllByRole('article')).toHaveLength(1)
    expect(within(section).queryByText('Blommig klänning')).not.toBeInTheDocument()
  })

  it("says 'Kunde inte hitta produkt.' for an unknown id", async () => {
    mockFetch((url) => (url.pathname === '/api/category' ? [] : notFound()))
    renderRoute('/product/00000000-0000-4000-8000-999999999999')
    expect(await screen.findByRole('heading', { name: 'Kunde inte hitta produkt.' })).toBeInTheDocument()
  })

  it('marks a sold garment and disables the buttons with an explanation', async () => {
    const sold = { ...product, state: 'sold' as const }
    mockFetch((url) => {
      if (url.pathname === '/api/category') return [dam, klanningar]
      if (url.pathname === `/api/products/${product.id}`) return sold
      return []
    })
    renderRoute(`/product/${product.id}`, listActions)
    expect(await screen.findByText('Såld')).toBeInTheDocument()
    const cart = screen.getByRole('button', { name: 'Lägg i varukorgen' })
    expect(cart).toBeDisabled()
    expect(cart).toHaveAccessibleDescription(/redan sålt/)
    expect(screen.getByRole('button', { name: 'Lägg till i önskelistan' })).toBeDisabled()
  })

  it('falls back to the main category, then to all products', async () => {
    const other = makeProduct({ name: 'Mössa' })
    const calls: string[] = []
    mockFetch((url) => {
      if (url.pathname === '/api/category') return [dam, klanningar]
      if (url.pathname === `/api/products/${product.id}`) return product
      calls.push(url.pathname)
      if (url.pathname.startsWith('/api/products/all/')) return [other]
      return url.pathname.startsWith('/api/products/category/') ? [product] : []
    })
    renderRoute(`/product/${product.id}`, listActions)
    const section = await screen.findByRole('region', { name: 'Liknande produkter' })
    await within(section).findByText('Mössa')
    expect(calls).toEqual([
      `/api/products/category/${klanningar.id}/0/6/0/`,
      `/api/products/mainCategory/${dam.id}/0/6/0/`,
      '/api/products/all/0/6',
    ])
  })
})
