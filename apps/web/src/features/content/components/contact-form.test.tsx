import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ContactForm } from './contact-form'

const SUCCESS = 'Tack för ditt meddelande! Vi återkommer så snart vi kan.'
const LOCAL_ERROR = 'Oops! An error occurred and your message could not be sent.'

const reply = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )

afterEach(() => vi.unstubAllGlobals())

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<'name' | 'email' | 'message', string>>,
) {
  if (values.name) await user.type(screen.getByLabelText('Namn'), values.name)
  if (values.email) await user.type(screen.getByLabelText('E-post'), values.email)
  if (values.message) await user.type(screen.getByLabelText('Meddelande'), values.message)
}
const sendButton = () => screen.getByRole('button', { name: 'Skicka meddelande' })

describe('ContactForm', () => {
  it('enables send only when name, e-mail and message are all filled', async () => {
    const user = userEvent.setup()
    render(<ContactForm />)
    expect(sendButton()).toBeDisabled()
    await fill(user, { name: 'Stina', email: 'stina@example.com' })
    expect(sendButton()).toBeDisabled()
    await fill(user, { message: '   ' })
    expect(sendButton()).toBeDisabled()
    await fill(user, { message: 'Hej!' })
    expect(sendButton()).toBeEnabled()
    await user.clear(screen.getByLabelText('Namn'))
    expect(sendButton()).toBeDisabled()
  })

  it('sends the trimmed message, shows the thank-you text and clears the form', async () => {
    const fetch = reply(201, { success: true, message: SUCCESS })
    vi.stubGlobal('fetch', fetch)
    const user = userEvent.setup()
    render(<ContactForm />)
    await fill(user, { name: ' Stina ', email: 'stina@example.com', message: 'När kommer vårjackorna?' })
    await user.click(sendButton())

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument()
    expect(fetch).toHaveBeenCalledOnce()
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/contact/form')
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Stina',
      email: 'stina@example.com',
      message: 'När kommer vårjackorna?',
    })
    expect(screen.getByLabelText('Namn')).toHaveValue('')
    expect(screen.getByLabelText('Meddelande')).toHaveValue('')
    expect(sendButton()).toBeDisabled()
  })

  it('shows a Swedish field message for an invalid e-mail and does not call the server', async () => {
    const fetch = reply(201, { success: true, message: SUCCESS })
    vi.stubGlobal('fetch', fetch)
    const user = userEvent.setup()
    render(<ContactForm />)
    await fill(user, { name: 'Stina', email: 'stina.example.com', message: 'Hej' })
    await user.click(sendButton())
    expect(await screen.findByText('Fyll i en giltig e-postadress.')).toBeInTheDocument()
    expect(screen.getByLabelText('E-post')).toHaveAttribute('aria-invalid', 'true')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('only logs a call the server refused and clears the form anyway', async () => {
    vi.stubGlobal(
      'fetch',
      reply(500, { error: 'internal', message: 'Ett oväntat fel uppstod. Försök igen.' }),
    )
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const user = userEvent.setup()
    render(<ContactForm />)
    await fill(user, { name: 'Stina', email: 'stina@example.com', message: 'Hej' })
    await user.click(sendButton())

    await waitFor(() => expect(warn).toHaveBeenCalled())
    expect(screen.getByLabelText('Namn')).toHaveValue('')
    expect(screen.queryByText(SUCCESS)).toBeNull()
    expect(screen.queryByText(LOCAL_ERROR)).toBeNull()
    warn.mockRestore()
  })

  it("shows the server's message when it throttles the form, keeping what was written", async () => {
    const THROTTLED = 'Du har skickat många meddelanden på kort tid. Vänta lite.'
    vi.stubGlobal('fetch', reply(429, { error: 'too_many_requests', message: THROTTLED }))
    const user = userEvent.setup()
    render(<ContactForm />)
    await fill(user, { name: 'Stina', email: 'stina@example.com', message: 'Hej igen' })
    await user.click(sendButton())

    expect(await screen.findByRole('alert')).toHaveTextContent(THROTTLED)
    expect(screen.getByLabelText('Meddelande')).toHaveValue('Hej igen')
    expect(screen.queryByText(SUCCESS)).toBeNull()
    expect(sendButton()).toBeEnabled()
  })

  it('says to wait when the server throttles the form without a text of its own', async () => {
    vi.stubGlobal('fetch', reply(429, {}))
    const user = userEvent.setup()
    render(<ContactForm />)
    await fill(user, { name: 'Stina', email: 'stina@example.com', message: 'Hej igen' })
    await user.click(sendButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Du har skickat många meddelanden på kort tid. Vänta en stund och försök igen.',
    )
  })

  it('shows the error text when the message could not leave the browser, keeping what was written', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const user = userEvent.setup()
    render(<ContactForm />)
    await fill(user, { name: 'Stina', email: 'stina@example.com', message: 'Hej' })
    await user.click(sendButton())

    expect(await screen.findByRole('alert')).toHaveTextContent(LOCAL_ERROR)
    expect(screen.getByLabelText('Meddelande')).toHaveValue('Hej')
  })
})
