import { fireEvent, render, screen } from '@testing-library/react'
import type { RouteObject } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { preloadRoute, registerPreloadRoutes, useLinkPreloading } from './route-preload'

const Page = () => null
const page = () => Promise.resolve({ Component: Page })

function routeTable() {
  const shop = vi.fn(page)
  const product = vi.fn(page)
  const routes: RouteObject[] = [
    {
      children: [
        { path: 'shop/*', lazy: shop },
        { path: 'product/:productId', lazy: product },
      ],
    },
  ]
  registerPreloadRoutes(routes)
  return { shop, product }
}

function Links() {
  useLinkPreloading()
  return (
    <nav>
      <a href="/shop/dam">Dam</a>
      <a href="/product/7">Jacka</a>
      <a href="https://example.com/product/8">Annan sida</a>
    </nav>
  )
}

describe('route preloading', () => {
  it("starts a link's page chunk once when the pointer enters it or it gets focus", () => {
    const { shop, product } = routeTable()
    render(<Links />)
    fireEvent.pointerOver(screen.getByText('Dam'))
    fireEvent.pointerOver(screen.getByText('Dam'))
    expect(shop).toHaveBeenCalledTimes(1)
    expect(product).not.toHaveBeenCalled()

    screen.getByText('Jacka').focus()
    expect(product).toHaveBeenCalledTimes(1)
  })

  it('ignores links to other sites and paths outside the table', () => {
    const { shop, product } = routeTable()
    render(<Links />)
    fireEvent.pointerOver(screen.getByText('Annan sida'))
    preloadRoute('/no-such-page')
    expect(shop).not.toHaveBeenCalled()
    expect(product).not.toHaveBeenCalled()
  })

  it('tries again after a failed download', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')))
    registerPreloadRoutes([{ path: 'cart', lazy: failing }])
    preloadRoute('/cart')
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1))
    await Promise.resolve()
    preloadRoute('/cart')
    expect(failing).toHaveBeenCalledTimes(2)
  })
})
