import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Navigate, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockApi, renderRoutes } from '../../../lib/testing'
import { signedInUser, signIn, signInServer } from '../test/sign-in'

/** Shows the router state it was opened with, so a test can see what travelled along. */
function RegisterStub() {
  const { state } = useLocation()
  return <p>registreringssidan {JSON.stringify(state)}</p>
}

/** Stands in for a login guard: sends the visitor to /login, saying where they came from. */
const sentFrom = (from: string) => <Navigate to="/login" replace state={{ from }} />

const routes = [
  { path: 'login', lazy: () => import('./login') },
  { path: 'register/:email?', element: <RegisterStub /> },
  { path: 'checkout', element: <p>kassan</p> },
  { path: 'from-checkout', element: sentFrom('/checkout') },
  { path: 'from-elsewhere', element: sentFrom('//evil.example/checkout') },
  { index: true, element: <p>startsidan</p> },
]

afterEach(() => vi.unstubAllGlobals())

describe('login page', { timeout: 20_000 }, () => {
  it('enables the register button only for something like an e-mail and carries it to /register', async () => {
    mockApi(() => undefined)
    const { router } = renderRoutes(routes, '/login')
    const button = await screen.findByRole('button', { name: 'Skapa konto' })
    const field = screen.getAllByLabelText('E-postadress')[1]!
    expect(button).toBeDisabled()
    await userEvent.type(field, 'anna@example')
    expect(button).toBeDisabled()
    await userEvent.clear(field)
    await userEvent.type(field, 'anna.example.se')
    expect(button).toBeDisabled()
    await userEvent.clear(field)
    await userEvent.type(field, 'anna@example.se')
    expect(button).toBeEnabled()
    await userEvent.click(button)
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/anna%40example.se'))
  })

  it('asks for e-mail and password', async () => {
    const calls = mockApi(() => undefined)
    renderRoutes(routes, '/login')
    await userEvent.click(await screen.findByRole('button', { name: 'Logga in' }))
    expect(await screen.findByText('Fyll i email adress')).toBeInTheDocument()
    expect(screen.getByText('Fyll i lösenord')).toBeInTheDocument()
    expect(calls.some((c) => c.path.endsWith('/authenticate'))).toBe(false)
  })

  it("shows 'Fel email eller lösenord' under the password on a failed login", async () => {
    mockApi(({ path }) =>
      path === '/api/authentication/authenticate'
        ? json(401, { error: 'unauthorized', message: 'Fel email eller lösenord' })
        : undefined,
    )
    renderRoutes(routes, '/login')
    await userEvent.type((await screen.findAllByLabelText('E-postadress'))[0]!, 'anna@example.se')
    await userEvent.type(screen.getByLabelText('Lösenord'), 'fel')
    await userEvent.click(screen.getByRole('button', { name: 'Logga in' }))
    const password = screen.getByLabelText('Lösenord')
    await waitFor(() => expect(password).toHaveAccessibleDescription('Fel email eller lösenord'))
    expect(password).toHaveAttribute('aria-invalid', 'true')
  })

  it('after a login loads the user and goes to /', async () => {
    const calls = signInServer()
    const { router, queryClient } = renderRoutes(routes, '/login')
    await signIn()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(queryClient.getQueryData(['user-context'])).toEqual(signedInUser)
    expect(calls.find((c) => c.path === '/api/authentication/authenticate')?.body).toEqual({
      username: 'anna@example.se',
      password: 'hemligt-123',
    })
    const order = calls.map((c) => c.path)
    expect(order.indexOf('/api/csrftoken')).toBeGreaterThan(order.indexOf('/api/authentication/authenticate'))
  })

  it('returns to the page the visitor was sent away from', async () => {
    signInServer()
    const { router } = renderRoutes(routes, '/from-checkout')
    await signIn()
    expect(await screen.findByText('kassan')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/checkout')
  })

  it('goes to / when the page to return to is on another site', async () => {
    signInServer()
    const { router } = renderRoutes(routes, '/from-elsewhere')
    await signIn()
    expect(await screen.findByText('startsidan')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })

  it('carries the page to return to through the register box', async () => {
    mockApi(() => undefined)
    renderRoutes(routes, '/from-checkout')
    await userEvent.type((await screen.findAllByLabelText('E-postadress'))[1]!, 'anna@example.se')
    await userEvent.click(screen.getByRole('button', { name: 'Skapa konto' }))
    expect(await screen.findByText('registreringssidan {"from":"/checkout"}')).toBeInTheDocument()
  })

  it('with a valid session goes straight back to the page the visitor came from', async () => {
    mockApi(({ path }) => {
      if (path === '/api/authentication/validatetoken') return json(200, { valid: true })
      if (path === '/api/users/usercontext') return json(200, signedInUser)
      return undefined
    })
    const { router } = renderRoutes(routes, '/from-checkout')
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'))
  })

  it('goes straight to / when the session is already valid', async () => {
    mockApi(({ path }) => {
      if (path === '/api/authentication/validatetoken') return json(200, { valid: true })
      if (path === '/api/users/usercontext') return json(200, signedInUser)
      return undefined
    })
    const { router } = renderRoutes(routes, '/login')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })
})
