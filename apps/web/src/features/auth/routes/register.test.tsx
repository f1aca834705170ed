import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Navigate, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockApi, renderRoutes } from '../../../lib/testing'

/** Shows the router state /login was opened with. */
function LoginStub() {
  return <p>inloggningen {JSON.stringify(useLocation().state)}</p>
}

const routes = [
  { path: 'register/:email?', lazy: () => import('./register') },
  { path: 'login', element: <LoginStub /> },
  // The login page's register box, for a visitor whom /checkout sent to log in.
  {
    path: 'via-login',
    element: <Navigate to="/register/anna%40example.se" state={{ from: '/checkout' }} />,
  },
]

afterEach(() => vi.unstubAllGlobals())

const valid = {
  Förnamn: 'Anna',
  Efternamn: 'Svensson',
  Telefonnummer: '070-123 45 67',
  Personnummer: '19900101-1239',
  Lösenord: 'Sommar-2025',
  'Bekräfta lösenord': 'Sommar-2025',
  Adress: 'Storgatan 12',
  Postnummer: '111 22',
  Stad: 'Stockholm',
  Län: 'Stockholms län',
}

async function fillAll(values: Partial<typeof valid> = {}) {
  for (const [label, value] of Object.entries({ ...valid, ...values })) {
    const field = screen.getByLabelText(label)
    await userEvent.clear(field)
    // Pasting is one event per field: typing every character is slow on a busy machine.
    if (value) await userEvent.click(field).then(() => userEvent.paste(value))
  }
}

describe('registration page', { timeout: 20_000 }, () => {
  it('prefills the e-mail from the route, shows Sverige and the three sections', async () => {
    mockApi(() => undefined)
    renderRoutes(routes, '/register/anna%40example.se')
    const email = await screen.findByLabelText('E-postadress')
    expect(email).toHaveValue('anna@example.se')
    expect(email).toHaveAttribute('type', 'email')
    expect(screen.getByTestId('country')).toHaveTextContent('Sverige')
    for (const legend of ['Personuppgifter', 'Lösenord', 'Adressuppgifter'])
      expect(screen.getByRole('group', { name: legend })).toBeInTheDocument()
  })

  it('keeps the button disabled until every field is filled', async () => {
    mockApi(() => undefined)
    renderRoutes(routes, '/register')
    const button = await screen.findByRole('button', { name: 'Skapa konto' })
    expect(button).toBeDisabled()
    await fillAll({ Län: '' })
    expect(button).toBeDisabled()
    await userEvent.type(screen.getByLabelText('E-postadress'), 'anna@example.se')
    expect(button).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Län'), '   ')
    expect(button).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Län'), 'Skåne')
    expect(button).toBeEnabled()
  })

  it.each([
    [{ Lösenord: 'kort', 'Bekräfta lösenord': 'kort' }, 'Lösenordet måste vara minst 8 tecken långt.'],
    [{ 'Bekräfta lösenord': 'Sommar-2026' }, 'Lösenorden matchar inte.'],
    [{ Personnummer: '19900101' }, 'Personnumret måste vara 12 tecken långt.'],
    [{ Personnummer: '19900101-1234' }, 'Personnumret är ogiltigt (fel kontrollsiffra).'],
  ])('checks the rules the server checks: %o', async (values, message) => {
    const calls = mockApi(() => undefined)
    renderRoutes(routes, '/register/anna%40example.se')
    await screen.findByLabelText('E-postadress')
    await fillAll(values)
    await userEvent.click(screen.getByRole('button', { name: 'Skapa konto' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(calls.some((c) => c.path === '/api/users/register')).toBe(false)
  })

  it('sends the form and shows the server message on success', async () => {
    const calls = mockApi(({ path }) =>
      path === '/api/users/register'
        ? json(201, { success: true, message: 'Ditt konto har skapats. Kolla din e-post.', data: {} })
        : undefined,
    )
    renderRoutes(routes, '/register/anna%40example.se')
    await screen.findByLabelText('E-postadress')
    await fillAll()
    await userEvent.click(screen.getByRole('button', { name: 'Skapa konto' }))
    expect(await screen.findByText('Ditt konto har skapats. Kolla din e-post.')).toBeInTheDocument()
    const sent = calls.find((c) => c.path === '/api/users/register')!
    expect(sent.method).toBe('POST')
    expect(sent.body).toMatchObject({
      email: 'anna@example.se',
      firstName: 'Anna',
      socialSecurityNumber: '19900101-1239',
      password: 'Sommar-2025',
      confirmPassword: 'Sommar-2025',
      country: 'Sverige',
      region: 'Stockholms län',
    })
  })

  it('after registering, the way back to /login still leads to the page the visitor wanted', async () => {
    mockApi(({ path }) =>
      path === '/api/users/register'
        ? json(201, { success: true, message: 'Ditt konto har skapats. Kolla din e-post.', data: {} })
        : undefined,
    )
    renderRoutes(routes, '/via-login')
    await screen.findByLabelText('E-postadress')
    await fillAll()
    await userEvent.click(screen.getByRole('button', { name: 'Skapa konto' }))
    await screen.findByText('Ditt konto har skapats. Kolla din e-post.')
    await userEvent.click(screen.getByRole('link', { name: 'Till inloggningen' }))
    expect(await screen.findByText('inloggningen {"from":"/checkout"}')).toBeInTheDocument()
  })

  it("shows the server's message on failure, else 'Registration failed.'", async () => {
    let answer = json(409, { success: false, error: 'conflict', message: 'E-postadressen används redan.' })
    mockApi(({ path }) => (path === '/api/users/register' ? answer : undefined))
    renderRoutes(routes, '/register/anna%40example.se')
    await screen.findByLabelText('E-postadress')
    await fillAll()
    await userEvent.click(screen.getByRole('button', { name: 'Skapa konto' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('E-postadressen används redan.')

    answer = new Response('Bad gateway', { status: 502 })
    await userEvent.click(screen.getByRole('button', { name: 'Skapa konto' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Registration failed.'))
  })
})
