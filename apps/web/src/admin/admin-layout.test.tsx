import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockApi, renderRoutes } from '../lib/testing'
import { AdminLayout } from './admin-layout'

afterEach(() => vi.unstubAllGlobals())

const admin = { id: 'u1', email: 'agnes@example.se', firstName: 'Agnes', lastName: 'Berg', isAdmin: true }

function staffServer() {
  return mockApi((req) => {
    if (req.path === '/api/users/usercontext') return json(200, admin)
    if (req.path === '/api/authentication/logout') return json(200, { success: true })
    if (req.path === '/api/csrftoken') return json(200, { token: null })
    return undefined
  })
}

const page = (name: string) => ({ element: <h1>{name}</h1> })
const routes = [
  {
    path: 'admin',
    element: <AdminLayout />,
    children: [
      { index: true, ...page('Översiktssidan') },
      { path: 'products', ...page('Produktsidan') },
      { path: 'profile', ...page('Profilsidan') },
      { path: 'settings', ...page('Inställningssidan') },
    ],
  },
  { path: '/', element: <p>butiken</p> },
  { path: '/login', element: <p>inloggningen</p> },
]

const MENU = ['Översikt', 'Användare', 'Kategorier', 'Produkter', 'Ordrar', 'Inlämningar']

describe('AdminLayout', { timeout: 20_000 }, () => {
  it('has a skip link, the side menu in the spec order with the current page marked, and a way back to the shop', async () => {
    staffServer()
    renderRoutes(routes, '/admin/products')
    expect(await screen.findByRole('heading', { name: 'Produktsidan' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Hoppa till innehållet' })).toHaveAttribute('href', '#admin-main')
    expect(screen.getByRole('main')).toHaveAttribute('id', 'admin-main')
    const nav = screen.getByRole('navigation', { name: 'Personalmeny' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual(MENU)
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/admin',
      '/admin/users',
      '/admin/categories',
      '/admin/products',
      '/admin/orders',
      '/admin/submissions',
    ])
    expect(within(nav).getByRole('link', { name: 'Produkter' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Översikt' })).not.toHaveAttribute('aria-current')
    expect(screen.getAllByRole('link', { name: 'Till butiken' })[0]).toHaveAttribute('href', '/')
  })

  it('opens the menu in a drawer on phones and closes it after a choice', async () => {
    staffServer()
    const { router } = renderRoutes(routes, '/admin')
    await userEvent.click(await screen.findByRole('button', { name: 'Öppna menyn' }))
    const drawer = await screen.findByRole('dialog', { name: 'Meny' })
    const nav = within(drawer).getByRole('navigation', { name: 'Personalmeny' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(MENU)
    await userEvent.click(within(nav).getByRole('link', { name: 'Produkter' }))
    expect(await screen.findByRole('heading', { name: 'Produktsidan' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/products')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Meny' })).not.toBeInTheDocument())
  })

  it('has a user menu with the name: profile, settings and logging out', async () => {
    const calls = staffServer()
    const { router } = renderRoutes(routes, '/admin')
    const button = await screen.findByRole('button', { name: 'Användarmeny för Agnes Berg' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: 'Din profil' })).not.toBeInTheDocument()

    await userEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(screen.getByRole('link', { name: 'Din profil' }))
    expect(await screen.findByRole('heading', { name: 'Profilsidan' })).toBeInTheDocument()
    expect(button).toHaveAttribute('aria-expanded', 'false')

    await userEvent.click(button)
    await userEvent.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()

    await userEvent.click(button)
    await userEvent.click(screen.getByRole('link', { name: 'Inställningar' }))
    expect(await screen.findByRole('heading', { name: 'Inställningssidan' })).toBeInTheDocument()

    await userEvent.click(button)
    await userEvent.click(screen.getByRole('button', { name: 'Logga ut' }))
    expect(await screen.findByText('inloggningen')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(calls.some((c) => c.path === '/api/authentication/logout')).toBe(true)
  })
})
