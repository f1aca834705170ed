import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi, renderRoutes } from '../../lib/testing'
import { SearchForm } from './search-form'

afterEach(() => vi.unstubAllGlobals())

function renderSearch() {
  mockApi(() => undefined)
  const onSearch = vi.fn()
  const view = renderRoutes([{ path: 'about', element: <SearchForm onSearch={onSearch} /> }], '/about')
  return { ...view, onSearch, box: screen.getByRole('searchbox', { name: 'Sök bland kläderna' }) }
}

describe('search box', () => {
  it('opens /shop?search=<trimmed term>', async () => {
    const { router, onSearch, box } = renderSearch()
    await userEvent.type(box, '  blå jacka {Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'))
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('blå jacka')
    expect(onSearch).toHaveBeenCalledOnce()
  })

  it('does nothing for an empty or whitespace-only term', async () => {
    const { router, onSearch, box } = renderSearch()
    await userEvent.click(screen.getByRole('button', { name: 'Sök' }))
    await userEvent.type(box, '    {Enter}')
    expect(router.state.location.pathname).toBe('/about')
    expect(onSearch).not.toHaveBeenCalled()
  })

  it("stops typing at the server's 200 characters", async () => {
    const { router, box } = renderSearch()
    expect(box).toHaveAttribute('maxLength', '200')
    await userEvent.click(box)
    await userEvent.paste('x'.repeat(250))
    expect(box).toHaveValue('x'.repeat(200))
    await userEvent.type(box, '{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'))
    expect(new URLSearchParams(router.state.location.search).get('search')).toHaveLength(200)
  })

  it('encodes characters that mean something in a URL', async () => {
    const { router, box } = renderSearch()
    await userEvent.type(box, 'T-shirt & jeans #2{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'))
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('T-shirt & jeans #2')
  })
})
