import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockApi, renderRoutes } from '../lib/testing'
import { routes } from './router'

afterEach(() => vi.unstubAllGlobals())

// Only the back-office branch of the route table, plus the storefront home as a stand-in.
const adminRoutes = [...routes.filter((r) => r.path === 'admin'), { path: '/', element: <p>home</p> }]

const signedIn = (isAdmin: boolean) =>
  mockApi((req) =>
    req.path === '/api/users/usercontext'
      ? json(200, { id: 'u1', email: 'a@example.com', isAdmin })
      : undefined,
  )

describe('back-office routes', () => {
  it('shows an admin the staff dashboard under /admin and any path below it', async () => {
    signedIn(true)
    renderRoutes(adminRoutes, '/admin/orders')
    expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument()
  })

  it('shows an admin the submissions list and a submission under /admin/submissions', async () => {
    signedIn(true)
    const { router } = renderRoutes(adminRoutes, '/admin/submissions')
    expect(await screen.findByRole('heading', { level: 1, name: 'Inlämningar' })).toBeInTheDocument()
    await router.navigate('/admin/submissions/aaaaaaa1-0000-4000-8000-000000000001')
    expect(await screen.findByRole('link', { name: /Tillbaka till inlämningar/ })).toBeInTheDocument()
  })

  it('sends a member without the admin role to the storefront', async () => {
    signedIn(false)
    const { router } = renderRoutes(adminRoutes, '/admin')
    expect(await screen.findByText('home')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })
})
