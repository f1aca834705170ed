import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockApi, renderRoutes } from '../lib/testing'
import { queryClient } from './providers'
import { routes } from './router'

afterEach(() => {
  vi.unstubAllGlobals()
  // staffOnly asks the app's own query client for the session: no answer may carry over.
  queryClient.clear()
})

// Only the back-office branch of the route table, plus stand-ins for the storefront's pages.
const adminRoutes = [
  ...routes.filter((r) => r.path === 'admin'),
  { path: '/', element: <p>home</p> },
  { path: '/login', element: <p>login page</p> },
]

const user = (isAdmin: boolean) => ({
  id: 'u1',
  email: 'a@example.com',
  firstName: 'Agnes',
  lastName: 'Berg',
  isAdmin,
})

const signedIn = (isAdmin: boolean) =>
  mockApi((req) => (req.path === '/api/users/usercontext' ? json(200, user(isAdmin)) : undefined))

describe('back-office routes', () => {
  it('shows an admin the overview at /admin', async () => {
    signedIn(true)
    renderRoutes(adminRoutes, '/admin')
    expect(await screen.findByRole('heading', { level: 1, name: 'Välkommen, Agnes!' })).toBeInTheDocument()
  })

  it('sends an unknown staff path to the overview, replacing it in the history', async () => {
    signedIn(true)
    const { router } = renderRoutes(adminRoutes, '/admin/finns-inte/alls')
    expect(await screen.findByRole('heading', { level: 1, name: 'Välkommen, Agnes!' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('shows the customers page at /admin/users', async () => {
    signedIn(true)
    renderRoutes(adminRoutes, '/admin/users')
    expect(await screen.findByRole('heading', { level: 1, name: 'Användare' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Lägg till kund' })).toBeInTheDocument()
  })

  it('shows an admin the orders list and an order under /admin/orders', async () => {
    signedIn(true)
    const { router } = renderRoutes(adminRoutes, '/admin/orders')
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordrar' })).toBeInTheDocument()
    await router.navigate('/admin/orders/42')
    expect(await screen.findByRole('link', { name: 'Tillbaka till ordrar' })).toBeInTheDocument()
  })

  it('shows an admin the submissions list and a submission under /admin/submissions', async () => {
    signedIn(true)
    const { router } = renderRoutes(adminRoutes, '/admin/submissions')
    expect(await screen.findByRole('heading', { level: 1, name: 'Inlämningar' })).toBeInTheDocument()
    await router.navigate('/admin/submissions/aaaaaaa1-0000-4000-8000-000000000001')
    expect(await screen.findByRole('link', { name: /Tillbaka till inlämningar/ })).toBeInTheDocument()
  })

  it('opens the profile and the settings pages', async () => {
    signedIn(true)
    const { router } = renderRoutes(adminRoutes, '/admin/profile')
    expect(await screen.findByRole('heading', { level: 1, name: 'Din profil' })).toBeInTheDocument()
    await router.navigate('/admin/settings')
    expect(await screen.findByRole('heading', { level: 1, name: 'Inställningar' })).toBeInTheDocument()
  })

  it.each(['/admin', '/admin/products', '/admin/settings'])(
    'sends a member without the admin role from %s to the storefront',
    async (url) => {
      signedIn(false)
      const { router } = renderRoutes(adminRoutes, url)
      expect(await screen.findByText('home')).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/')
    },
  )

  it('sends a visitor to /login, remembering the staff page', async () => {
    mockApi((req) => (req.path === '/api/users/usercontext' ? json(401, {}) : undefined))
    const { router } = renderRoutes(adminRoutes, '/admin/settings')
    expect(await screen.findByText('login page')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.state).toEqual({ from: '/admin/settings' })
  })
})
