import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { member, mockApi, renderPage } from '../../../lib/test/render-page'
import { AccountInfoTab } from './account-info-tab'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const save = () => screen.getByRole('button', { name: 'Spara ändringar' })

describe('account info tab', () => {
  it('shows the personnummer masked and e-mail, personnummer and country read-only', () => {
    mockApi({})
    const { container } = renderPage(<AccountInfoTab user={member()} />, { path: '/my-account#account-info' })
    const ssn = screen.getByLabelText('Personnummer')
    expect(ssn).toHaveValue('19811218-****')
    expect(ssn).toHaveAttribute('readonly')
    expect(container.innerHTML).not.toContain('9876')
    expect(screen.getByLabelText('E-postadress')).toHaveValue('anna@example.com')
    expect(screen.getByLabelText('E-postadress')).toHaveAttribute('readonly')
    expect(screen.getByLabelText('Land')).toHaveValue('Sverige')
    expect(screen.getByLabelText('Land')).toHaveAttribute('readonly')
  })

  it('enables save only with first name, last name and e-mail filled in', async () => {
    mockApi({})
    renderPage(<AccountInfoTab user={member()} />, { path: '/' })
    expect(save()).toBeEnabled()
    await userEvent.clear(screen.getByLabelText('Förnamn'))
    expect(save()).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Förnamn'), '  ')
    expect(save()).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Förnamn'), 'Berit')
    expect(save()).toBeEnabled()
    await userEvent.clear(screen.getByLabelText('Efternamn'))
    expect(save()).toBeDisabled()
    // Clearing other fields does not block saving.
    await userEvent.type(screen.getByLabelText('Efternamn'), 'Berg')
    await userEvent.clear(screen.getByLabelText('Telefon'))
    expect(save()).toBeEnabled()
  })

  it('posts the whole user object with the changes and shows the success text', async () => {
    const user = member()
    const calls = mockApi({
      'POST /api/Users/saveContext': ({ body }) => ({ body: { ...user, ...(body as object) } }),
    })
    renderPage(<AccountInfoTab user={user} />, { path: '/' })
    await userEvent.clear(screen.getByLabelText('Stad'))
    await userEvent.type(screen.getByLabelText('Stad'), 'Göteborg')
    await userEvent.click(save())
    expect(await screen.findByText('Kontouppgifterna har uppdaterats.')).toBeInTheDocument()
    const sent = calls.find((c) => c.path === '/api/Users/saveContext')!.body
    expect(sent).toEqual({ ...user, city: 'Göteborg' })
  })

  it('shows the failure text when saving fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    mockApi({
      'POST /api/Users/saveContext': () => ({ status: 500, body: { error: 'internal', message: 'x' } }),
    })
    renderPage(<AccountInfoTab user={member()} />, { path: '/' })
    await userEvent.click(save())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Det gick inte att uppdatera kontouppgifterna.',
    )
    expect(screen.queryByText('Kontouppgifterna har uppdaterats.')).not.toBeInTheDocument()
    expect(log).toHaveBeenCalled()
  })
})
