import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { userContextQuery } from '../lib/session'
import { json, mockApi } from '../lib/testing'
import { staffOnly } from './staff-only'

afterEach(() => vi.unstubAllGlobals())

const StaffLayout = () => <p>staff layout</p>
const StaffPage = () => <p>staff page</p>
const NoFallback = () => null

const user = (isAdmin: boolean) => ({ id: 'u1', email: 'a@example.com', firstName: 'Agnes', isAdmin })

/**
 * /admin/products as the app has it (a layout and a page, both behind staffOnly), with spies in
 * place of the staff modules' imports: what a spy was never called for, the browser never fetched.
 */
function open(answer: () => Response, url = '/admin/products') {
  mockApi((req) => (req.path === '/api/users/usercontext' ? answer() : undefined))
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const layout = vi.fn(async () => ({ Component: StaffLayout }))
  const page = vi.fn(async () => ({ Component: StaffPage }))
  const router = createMemoryRouter(
    [
      {
        path: 'admin',
        HydrateFallback: NoFallback,
        lazy: staffOnly(layout, client),
        children: [{ path: 'products', lazy: staffOnly(page, client) }],
      },
      { path: '/', element: <p>home</p> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: [url] },
  )
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router, client, layout, page }
}

describe('staffOnly', () => {
  it('sends a member to / without importing any staff module', async () => {
    const { router, layout, page } = open(() => json(200, user(false)))
    expect(await screen.findByText('home')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    expect(layout).not.toHaveBeenCalled()
    expect(page).not.toHaveBeenCalled()
  })

  it('sends a visitor to /login without importing any staff module', async () => {
    const { router, layout, page } = open(() => json(401, {}))
    expect(await screen.findByText('login page')).toBeInTheDocument()
    expect(router.state.location.state).toEqual({ from: '/admin/products' })
    expect(layout).not.toHaveBeenCalled()
    expect(page).not.toHaveBeenCalled()
  })

  it('treats a failed session check as a visitor', async () => {
    const { layout } = open(() => json(500, { error: 'internal', message: 'x' }))
    expect(await screen.findByText('login page')).toBeInTheDocument()
    expect(layout).not.toHaveBeenCalled()
  })

  it('loads the staff modules for an admin', async () => {
    const { layout, page } = open(() => json(200, user(true)))
    expect(await screen.findByText('staff layout')).toBeInTheDocument()
    expect(layout).toHaveBeenCalledOnce()
    expect(page).toHaveBeenCalledOnce()
  })

  it('still opens the page when the same tab signs in as staff after being turned away', async () => {
    const { router, client, layout } = open(() => json(401, {}))
    await screen.findByText('login page')
    // The login form stores the new session in the cache, then goes back where the visitor was.
    client.setQueryData(userContextQuery.queryKey, user(true) as never)
    await router.navigate('/admin/products')
    expect(await screen.findByText('staff layout')).toBeInTheDocument()
    await waitFor(() => expect(layout).toHaveBeenCalledOnce())
  })
})
