import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '../../../components/ui/toaster'
import { userContextQuery } from '../../../lib/session'
import { member, mockApi, renderPage } from '../../../lib/test/render-page'
import { PrivacyTab } from './privacy-tab'

afterEach(() => vi.unstubAllGlobals())

const WRONG = 'Fel lösenord. Kontot har inte raderats.'

function show(
  isAdmin = false,
  deleteAnswer = { status: 200, body: { success: true, message: 'Ditt konto är raderat.' } },
) {
  const calls = mockApi({
    'POST /api/Users/me/delete': ({ body }) =>
      (body as { password: string }).password === 'Rätt123!'
        ? deleteAnswer
        : { status: 400, body: { error: 'bad_request', message: WRONG } },
    'GET /api/Authentication/logout': () => ({ body: { success: true } }),
    'GET /api/csrfToken': () => ({ body: { token: null } }),
  })
  const view = renderPage(
    <>
      <PrivacyTab isAdmin={isAdmin} />
      <Toaster />
    </>,
    { path: '/my-account#privacy', user: member({ isAdmin }) },
  )
  return { calls, ...view }
}

describe('#privacy tab', () => {
  it("offers the export as a file download: 'Ladda ner mina uppgifter'", () => {
    show()
    const link = screen.getByRole('link', { name: 'Ladda ner mina uppgifter' })
    expect(link).toHaveAttribute('href', '/api/Users/me/export')
    expect(link).toHaveAttribute('download')
  })

  it('asks for the password; a wrong one shows the Swedish answer and keeps the member signed in', async () => {
    const user = userEvent.setup()
    const { calls, queryClient } = show()
    await user.click(screen.getByRole('button', { name: 'Radera mitt konto' }))
    const dialog = await screen.findByRole('dialog', { name: 'Radera ditt konto?' })
    await user.click(within(dialog).getByRole('button', { name: 'Radera kontot' }))
    expect(await within(dialog).findByText('Fyll i ditt lösenord.')).toBeInTheDocument()
    expect(calls.some((c) => c.path === '/api/Users/me/delete')).toBe(false)

    await user.type(within(dialog).getByLabelText('Lösenord'), 'fel')
    await user.click(within(dialog).getByRole('button', { name: 'Radera kontot' }))
    expect(await within(dialog).findByText(WRONG)).toBeInTheDocument()
    expect(queryClient.getQueryData(userContextQuery.queryKey)).not.toBeNull()
    expect(screen.getByTestId('location')).toHaveTextContent('/my-account#privacy')
  })

  it('deletes with the right password, signs out and lands on the home page with a message', async () => {
    const user = userEvent.setup()
    const { calls, queryClient } = show()
    await user.click(screen.getByRole('button', { name: 'Radera mitt konto' }))
    const dialog = await screen.findByRole('dialog', { name: 'Radera ditt konto?' })
    await user.type(within(dialog).getByLabelText('Lösenord'), 'Rätt123!')
    await user.click(within(dialog).getByRole('button', { name: 'Radera kontot' }))
    expect(
      await screen.findByText('Ditt konto är raderat. Tack för att du har bytt kläder med oss!'),
    ).toBeInTheDocument()
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), {
      timeout: 3000,
    })
    await vi.waitFor(() => expect(queryClient.getQueryData(userContextQuery.queryKey)).toBeNull())
    expect(calls.find((c) => c.path === '/api/Users/me/delete')?.body).toEqual({ password: 'Rätt123!' })
  })

  it('tells staff their account cannot be deleted here', () => {
    show(true)
    expect(screen.queryByRole('button', { name: 'Radera mitt konto' })).not.toBeInTheDocument()
    expect(screen.getByText('Ett personalkonto kan inte raderas här.')).toBeInTheDocument()
  })
})
