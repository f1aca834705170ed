import type { StaffEmailBody } from '@kladbyte/contract'
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api-client'
import { StaffToaster } from '../lib/test/staff-toaster'
import { EmailForm } from './email-form'

const templates = [
  { label: 'Order mottagen', subject: 'Vi har tagit emot din order 10001', body: 'Hej Anna! mottagen' },
  { label: 'Order skickad', subject: 'Din order 10001 är skickad', body: 'Hej Anna! skickad' },
]

/** The caller's side: a mutation hook around `onSend`, as the orders and submissions pages have. */
function Caller({ onSend }: { onSend: (mail: StaffEmailBody) => Promise<unknown> }) {
  const send = useMutation({ mutationFn: (mail: StaffEmailBody) => onSend(mail) })
  return <EmailForm heading="Skicka e-post" defaultTo="anna@example.com" templates={templates} send={send} />
}

function show(onSend = vi.fn(async (_mail: StaffEmailBody): Promise<unknown> => undefined)) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Caller onSend={onSend} />
      <StaffToaster />
    </QueryClientProvider>,
  )
  return onSend
}

describe('staff e-mail form', () => {
  it('prefills to, fills subject and body from a template, and sends with isHtml', async () => {
    const user = userEvent.setup()
    const onSend = show()
    expect(screen.getByLabelText('Till')).toHaveValue('anna@example.com')
    await user.click(screen.getByRole('button', { name: 'Order skickad' }))
    expect(screen.getByLabelText('Ämne')).toHaveValue('Din order 10001 är skickad')
    expect(screen.getByLabelText('Meddelande')).toHaveValue('Hej Anna! skickad')
    await user.click(screen.getByRole('checkbox', { name: /HTML-format/ }))
    await user.click(screen.getByRole('button', { name: 'Skicka e-post' }))
    expect(onSend).toHaveBeenCalledWith({
      to: 'anna@example.com',
      subject: 'Din order 10001 är skickad',
      body: 'Hej Anna! skickad',
      isHtml: true,
    })
    expect(await screen.findByText('E-post skickad.')).toBeInTheDocument()
    expect(screen.getByLabelText('Ämne')).toHaveValue('')
  })

  it("is busy while the caller's mutation sends, so a second click sends nothing", async () => {
    const user = userEvent.setup()
    let finish = () => {}
    const onSend = show(vi.fn(() => new Promise<unknown>((resolve) => (finish = () => resolve(undefined)))))
    await user.click(screen.getByRole('button', { name: 'Order mottagen' }))
    const button = screen.getByRole('button', { name: /Skicka e-post/ })
    await user.click(button)
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    await user.click(button)
    expect(onSend).toHaveBeenCalledTimes(1)
    finish()
    expect(await screen.findByText('E-post skickad.')).toBeInTheDocument()
    await waitFor(() => expect(button).toBeEnabled())
  })

  it("refuses an empty field with 'Alla fält måste fyllas i.' and sends nothing", async () => {
    const user = userEvent.setup()
    const onSend = show()
    await user.type(screen.getByLabelText('Ämne'), 'Hej')
    await user.click(screen.getByRole('button', { name: 'Skicka e-post' }))
    expect(screen.getByText('Alla fält måste fyllas i.')).toBeInTheDocument()
    expect(onSend).not.toHaveBeenCalled()
  })

  it("says 'Fel vid skickande av e-post.' when sending fails and keeps the text", async () => {
    const user = userEvent.setup()
    show(vi.fn(async () => Promise.reject(new Error('x'))))
    await user.click(screen.getByRole('button', { name: 'Order mottagen' }))
    await user.click(screen.getByRole('button', { name: 'Skicka e-post' }))
    expect(await screen.findByText('Fel vid skickande av e-post.')).toBeInTheDocument()
    expect(screen.getByLabelText('Meddelande')).toHaveValue('Hej Anna! mottagen')
  })

  it("keeps 'Till' as the customer's own address: read-only, and typing changes nothing", async () => {
    const user = userEvent.setup()
    const onSend = show()
    const to = screen.getByLabelText('Till')
    expect(to).toHaveAttribute('readonly')
    expect(to).toHaveAccessibleDescription('E-post skickas bara till kundens egen adress.')
    await user.type(to, 'x@elsewhere.example')
    expect(to).toHaveValue('anna@example.com')
    await user.click(screen.getByRole('button', { name: 'Order mottagen' }))
    await user.click(screen.getByRole('button', { name: 'Skicka e-post' }))
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ to: 'anna@example.com' }))
  })

  it("shows the server's reason when it refuses the address", async () => {
    const user = userEvent.setup()
    const refusal = 'Mejlet kan bara skickas till kundens egen e-postadress.'
    show(
      vi.fn(async () =>
        Promise.reject(new ApiError(400, 'bad_request', refusal, { error: 'bad_request', message: refusal })),
      ),
    )
    await user.click(screen.getByRole('button', { name: 'Order mottagen' }))
    await user.click(screen.getByRole('button', { name: 'Skicka e-post' }))
    expect(await screen.findByText(refusal)).toBeInTheDocument()
  })
})
