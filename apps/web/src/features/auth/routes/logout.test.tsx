import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { refreshCsrfToken } from '../../../lib/api-client'
import { json, mockApi, renderRoutes } from '../../../lib/testing'

afterEach(() => vi.unstubAllGlobals())

const routes = [
  { path: 'logout', lazy: () => import('./logout') },
  { path: 'login', element: <p>inloggningen</p> },
]

describe('/logout', () => {
  it('sends the CSRF header with the logout call, even while the page is still fetching the token', async () => {
    let signedIn = true
    const calls = mockApi(async ({ path, headers }) => {
      if (path === '/api/csrftoken') {
        // Slower than the page: the logout must wait for the token.
        await new Promise((resolve) => setTimeout(resolve, 50))
        return json(200, { token: signedIn ? 'csrf-1' : null })
      }
      if (path === '/api/authentication/logout') {
        if (headers['x-csrf-token'] !== 'csrf-1')
          return json(403, { error: 'forbidden', message: 'Ogiltig eller saknad säkerhetstoken (CSRF).' })
        signedIn = false
        return json(200, { success: true })
      }
      return undefined
    })
    // As main.tsx does when a page is opened at /logout.
    void refreshCsrfToken()
    renderRoutes(routes, '/logout')

    expect(await screen.findByText('inloggningen')).toBeInTheDocument()
    const logout = calls.find((c) => c.path === '/api/authentication/logout')
    expect(logout?.headers['x-csrf-token']).toBe('csrf-1')
    expect(signedIn).toBe(false)
  })
})
