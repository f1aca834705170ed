import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockApi, renderRoutes } from '../lib/testing'
import { RequireAuth } from './guards'

afterEach(() => vi.unstubAllGlobals())

const user = { id: '7d0c9b4e-4b8f-4a4c-9d55-3f7f5d1b1a11', email: 'anna@example.se', points: 120 }

const routes = [
  {
    path: 'checkout',
    element: (
      <RequireAuth>
        <p>kassan</p>
      </RequireAuth>
    ),
  },
  { path: 'login', lazy: () => import('../features/auth/routes/login') },
  { index: true, element: <p>startsidan</p> },
]

/** A server where the member is signed out until the login call succeeds. */
function memberServer() {
  let signedIn = false
  return mockApi(({ path }) => {
    if (path === '/api/authentication/authenticate') {
      signedIn = true
      return json(200, { token: 't', expiresAt: new Date().toISOString() })
    }
    if (path === '/api/users/usercontext') return signedIn ? json(200, user) : json(401, {})
    if (path === '/api/csrftoken') return json(200, { token: signedIn ? 'csrf' : null })
    return undefined
  })
}

describe('RequireAuth', { timeout: 20_000 }, () => {
  it('sends a visitor to /login and, once signed in, back to the page they wanted', async () => {
    memberServer()
    const { router } = renderRoutes(routes, '/checkout?steg=2#leverans')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    await userEvent.type((await screen.findAllByLabelText('E-postadress'))[0]!, 'anna@example.se')
    await userEvent.type(screen.getByLabelText('Lösenord'), 'hemligt-123')
    await userEvent.click(screen.getByRole('button', { name: 'Logga in' }))
    expect(await screen.findByText('kassan')).toBeInTheDocument()
    expect(router.state.location).toMatchObject({
      pathname: '/checkout',
      search: '?steg=2',
      hash: '#leverans',
    })
  })
})
