import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { member } from '../../../../lib/test/render-page'
import { json, mockApi, renderRoutes } from '../../../../lib/testing'
import { Component as Profile } from './profile'

afterEach(() => vi.unstubAllGlobals())

const admin = member({
  id: 'u1',
  email: 'agnes@example.se',
  firstName: 'Agnes',
  lastName: 'Berg',
  isAdmin: true,
  points: 0,
})

function server() {
  return mockApi((req) => {
    if (req.path === '/api/users/usercontext') return json(200, admin)
    if (req.path === '/api/users/savecontext') return json(200, req.body)
    if (req.path === '/api/users/changepassword')
      return (req.body as { currentPassword: string }).currentPassword === 'Gammalt123!'
        ? json(200, { success: true, message: 'ok' })
        : json(400, { error: 'bad_request', message: 'Nuvarande lösenord är fel.' })
    return undefined
  })
}

const renderPage = () => renderRoutes([{ path: '/admin/profile', element: <Profile /> }], '/admin/profile')

describe('the profile page', { timeout: 20_000 }, () => {
  it("saves the admin's name through the user update call, keeping the other details", async () => {
    const calls = server()
    renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Din profil' })).toBeInTheDocument()
    expect(screen.getByLabelText('E-postadress')).toHaveValue('agnes@example.se')
    const first = screen.getByLabelText('Förnamn')
    expect(first).toHaveValue('Agnes')
    await userEvent.clear(first)
    await userEvent.type(first, 'Agneta')
    const saveButtons = screen.getAllByRole('button', { name: 'Spara ändringar' })
    await userEvent.click(saveButtons[0]!)
    expect(await screen.findByText('Kontouppgifterna har uppdaterats.')).toBeInTheDocument()
    const saved = calls.find((c) => c.path === '/api/users/savecontext')
    expect(saved?.body).toEqual({ ...admin, firstName: 'Agneta' })
  })

  it("changes the password with the account page's fields and shows the server's refusal", async () => {
    const calls = server()
    renderPage()
    await userEvent.type(
      await screen.findByLabelText('Nuvarande lösenord (lämna tomt för att inte ändra)'),
      'Fel12345!',
    )
    await userEvent.type(screen.getByLabelText('Nytt lösenord (lämna tomt för att inte ändra)'), 'Nytt12345!')
    await userEvent.type(screen.getByLabelText('Bekräfta nytt lösenord'), 'Nytt12345!')
    await userEvent.click(screen.getAllByRole('button', { name: 'Spara ändringar' })[1]!)
    expect(await screen.findByText('Det gick inte att uppdatera kontouppgifterna.')).toBeInTheDocument()
    expect(screen.getByText('Nuvarande lösenord är fel.')).toBeInTheDocument()
    expect(calls.find((c) => c.path === '/api/users/changepassword')?.body).toEqual({
      currentPassword: 'Fel12345!',
      newPassword: 'Nytt12345!',
      confirmPassword: 'Nytt12345!',
    })
  })
})
