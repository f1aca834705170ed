import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { member, mockApi, renderPage } from '../../lib/test/render-page'
import { Component as MyAccount } from './my-account'

afterEach(() => vi.unstubAllGlobals())

const noMembership = {
  'GET /api/users/subscription': () => ({ status: 404, body: { error: 'not_found', message: 'Inget.' } }),
  'GET /api/subscription/config': () => ({ body: { mode: 'test' } }),
  'GET /api/orders': () => ({ body: [] }),
  'GET /api/submissions-request/user': () => ({ body: [] }),
}

const nav = () => screen.getByRole('navigation', { name: 'Kontomeny' })
const current = () => within(nav()).getByRole('link', { current: 'page' })

describe('/my-account', () => {
  it('opens the dashboard without a hash: greeting by first name, points, membership, logout', async () => {
    const calls = mockApi(noMembership)
    renderPage(<MyAccount />, { path: '/my-account', user: member() })
    expect(screen.getByRole('heading', { level: 2, name: 'Översikt' })).toBeInTheDocument()
    // The page loads the member's orders and submissions on entry.
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/orders')).toBe(true))
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/submissions-request/user')).toBe(true))
    expect(current()).toHaveTextContent('Översikt')
    expect(screen.getByText('Hej Anna!')).toBeInTheDocument()
    expect(screen.getByTestId('points-balance')).toHaveTextContent(/^1\s250 poäng$/)
    expect(screen.getByTestId('membership-status')).toHaveTextContent('Inget aktivt medlemskap')
    const logouts = screen.getAllByRole('link', { name: 'Logga ut' })
    expect(logouts.every((a) => a.getAttribute('href') === '/logout')).toBe(true)
  })

  it.each([
    ['#dashboard', 'Översikt', 'Översikt'],
    ['#subscribe', 'Medlemskap', 'Medlemskap'],
    ['#subscription', 'Medlemskap', 'Medlemskap'],
    ['#submissions', 'Inlämningar', 'Dina inlämningar'],
    ['#orders', 'Beställningar', 'Dina beställningar'],
    ['#address', 'Adresser', 'Adresser'],
    ['#account-info', 'Kontouppgifter', 'Kontouppgifter'],
    ['#change-password', 'Byt lösenord', 'Byt lösenord'],
    ['#privacy', 'Mina uppgifter', 'Mina uppgifter'],
    ['#nonsense', 'Översikt', 'Översikt'],
  ])('opens the tab of %s', async (hash, link, heading) => {
    mockApi(noMembership)
    renderPage(<MyAccount />, { path: `/my-account${hash}`, user: member() })
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument()
    expect(current()).toHaveTextContent(link)
  })

  it('shows the tab contents: submissions, orders, identical addresses, test checkout', async () => {
    mockApi(noMembership)
    const { router } = renderPage(<MyAccount />, { path: '/my-account#submissions', user: member() })
    expect(await screen.findByText('Du har inga inlämningar ännu.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Skapa ny inlämning' })).toBeInTheDocument()

    await act(() => router.navigate('/my-account#orders'))
    expect(await screen.findByText('Du har inga beställningar.')).toBeInTheDocument()

    await act(() => router.navigate('/my-account#address'))
    const billing = screen.getByRole('region', { name: 'Faktureringsadress' })
    const delivery = screen.getByRole('region', { name: 'Leveransadress' })
    expect(within(billing).getByText(/Storgatan 1/)).toBeInTheDocument()
    expect(billing.querySelector('address')!.textContent).toBe(delivery.querySelector('address')!.textContent)

    await act(() => router.navigate('/my-account#subscribe'))
    expect(await screen.findByText('Testläge')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Starta medlemskap' })).toBeEnabled()
  })

  it('switches tab when a sidebar link is clicked, and focuses the new heading', async () => {
    mockApi(noMembership)
    renderPage(<MyAccount />, { path: '/my-account', user: member() })
    await userEvent.click(within(nav()).getByRole('link', { name: 'Kontouppgifter' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/my-account#account-info')
    const heading = screen.getByRole('heading', { level: 2, name: 'Kontouppgifter' })
    expect(heading).toHaveFocus()
    expect(current()).toHaveTextContent('Kontouppgifter')
  })

  it('shows the Admin link to admins only', () => {
    mockApi(noMembership)
    const { unmount } = renderPage(<MyAccount />, { path: '/my-account', user: member() })
    expect(within(nav()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument()
    unmount()
    renderPage(<MyAccount />, { path: '/my-account', user: member({ isAdmin: true }) })
    expect(within(nav()).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin')
  })
})
