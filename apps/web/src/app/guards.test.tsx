import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signIn, signInServer } from '../features/auth/test/sign-in'
import { renderRoutes } from '../lib/testing'
import { RequireAuth } from './guards'

afterEach(() => vi.unstubAllGlobals())

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

describe('RequireAuth', { timeout: 20_000 }, () => {
  it('sends a visitor to /login and, once signed in, back to the page they wanted', async () => {
    signInServer()
    const { router } = renderRoutes(routes, '/checkout?steg=2#leverans')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    await signIn()
    expect(await screen.findByText('kassan')).toBeInTheDocument()
    expect(router.state.location).toMatchObject({
      pathname: '/checkout',
      search: '?steg=2',
      hash: '#leverans',
    })
  })
})
