import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi, renderPage } from '../../../lib/test/render-page'
import { ChangePasswordTab } from './change-password-tab'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const save = () => screen.getByRole('button', { name: 'Spara ändringar' })
const current = () => screen.getByLabelText(/^Nuvarande lösenord/)
const next = () => screen.getByLabelText(/^Nytt lösenord/)
const confirm = () => screen.getByLabelText('Bekräfta nytt lösenord')

describe('change password tab', () => {
  it('says to leave current and new empty to keep the password', () => {
    mockApi({})
    renderPage(<ChangePasswordTab />, { path: '/' })
    expect(current()).toHaveAccessibleName(/lämna tomt/)
    expect(next()).toHaveAccessibleName(/lämna tomt/)
  })

  it('enables save only when all three are filled and new equals confirm', async () => {
    mockApi({})
    renderPage(<ChangePasswordTab />, { path: '/' })
    expect(save()).toBeDisabled()
    await userEvent.type(current(), 'Gammalt123')
    await userEvent.type(next(), 'NyttLosen1')
    expect(save()).toBeDisabled()
    await userEvent.type(confirm(), 'NyttLosen2')
    expect(save()).toBeDisabled()
    expect(screen.getByText('Lösenorden matchar inte.')).toBeInTheDocument()
    await userEvent.clear(confirm())
    await userEvent.type(confirm(), 'NyttLosen1')
    expect(save()).toBeEnabled()
    expect(screen.queryByText('Lösenorden matchar inte.')).not.toBeInTheDocument()
    await userEvent.clear(current())
    expect(save()).toBeDisabled()
  })

  it('sends the three fields, shows a spinner, then the green success alert and clears the form', async () => {
    let release: () => void = () => {}
    const calls = mockApi({
      'POST /api/Users/changePassword': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { success: true, message: 'Lösenordet är bytt.' } })
        }),
    })
    renderPage(<ChangePasswordTab />, { path: '/' })
    await userEvent.type(current(), 'Gammalt123')
    await userEvent.type(next(), 'NyttLosen1')
    await userEvent.type(confirm(), 'NyttLosen1')
    await userEvent.click(save())
    expect(await screen.findByText('Sparar…')).toBeInTheDocument()
    expect(document.querySelector('button .animate-spin')).not.toBeNull()
    expect(save()).toBeDisabled()
    release()
    const ok = await screen.findByText('Kontouppgifterna har uppdaterats.')
    expect(ok.className).toMatch(/emerald/)
    expect(calls.find((c) => c.path === '/api/Users/changePassword')!.body).toEqual({
      currentPassword: 'Gammalt123',
      newPassword: 'NyttLosen1',
      confirmPassword: 'NyttLosen1',
    })
    expect(current()).toHaveValue('')
    expect(confirm()).toHaveValue('')
  })

  it('shows the red failure alert (and logs) when the server refuses', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    mockApi({
      'POST /api/Users/changePassword': () => ({
        status: 400,
        body: { error: 'bad_request', message: 'Fel nuvarande lösenord.' },
      }),
    })
    renderPage(<ChangePasswordTab />, { path: '/' })
    await userEvent.type(current(), 'Fel12345')
    await userEvent.type(next(), 'NyttLosen1')
    await userEvent.type(confirm(), 'NyttLosen1')
    await userEvent.click(save())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Det gick inte att uppdatera kontouppgifterna.')
    expect(alert).toHaveTextContent('Fel nuvarande lösenord.')
    expect(alert.className).toMatch(/red/)
    expect(log).toHaveBeenCalled()
  })
})
