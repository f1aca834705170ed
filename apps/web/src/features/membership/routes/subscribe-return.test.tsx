import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { member, mockApi, renderPage } from '../../../lib/test/render-page'
import { Component as SubscribeReturn } from './subscribe-return'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const statusIs = (...statuses: string[]) => {
  let i = 0
  return () => ({
    body: { status: statuses[Math.min(i++, statuses.length - 1)], customer_email: 'anna@example.com' },
  })
}

describe('/subscribe-return', () => {
  it('without a session id shows the spec’s error with retry links', () => {
    mockApi({})
    renderPage(<SubscribeReturn />, { path: '/subscribe-return', user: member() })
    expect(screen.getByRole('heading', { name: 'Något gick fel' })).toBeInTheDocument()
    expect(screen.getByText('Saknar sessions-ID. Försök igen eller kontakta support.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Försök igen' })).toHaveAttribute('href', '/my-account#subscribe')
    expect(screen.getByRole('link', { name: 'Kontakta support' })).toHaveAttribute('href', '/contact')
  })

  it('sends an open session back to the subscribe tab', async () => {
    const calls = mockApi({ 'GET /api/subscription/session-status': statusIs('open') })
    renderPage(<SubscribeReturn />, { path: '/subscribe-return?session_id=cs_1', user: member() })
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-account#subscribe'))
    expect(calls[0]!.query.get('session_id')).toBe('cs_1')
  })

  it('thanks the member when complete, with links, and refreshes the user', async () => {
    const calls = mockApi({
      'GET /api/subscription/session-status': statusIs('complete'),
      'GET /api/Users/UserContext': () => ({ body: member({ hasSubscription: true }) }),
    })
    renderPage(<SubscribeReturn />, { path: '/subscribe-return?session_id=cs_1', user: member() })
    expect(await screen.findByRole('heading', { name: 'Tack för ditt medlemskap!' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Till butiken' })).toHaveAttribute('href', '/shop')
    expect(screen.getByRole('link', { name: 'Till Mina sidor' })).toHaveAttribute(
      'href',
      '/my-account#dashboard',
    )
    expect(await screen.findByText(/medlemskap är nu aktivt/)).toBeInTheDocument()
    expect(calls.some((c) => c.path === '/api/Users/UserContext')).toBe(true)
  })

  it('shows a processing spinner and polls until the session is complete', async () => {
    const calls = mockApi({
      'GET /api/subscription/session-status': statusIs('processing', 'processing', 'complete'),
      'GET /api/Users/UserContext': () => ({ body: member({ hasSubscription: true }) }),
    })
    vi.useFakeTimers({ shouldAdvanceTime: true })
    renderPage(<SubscribeReturn />, { path: '/subscribe-return?session_id=cs_1', user: member() })
    expect(await screen.findByRole('heading', { name: 'Betalningen behandlas…' })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(2_100))
    await act(() => vi.advanceTimersByTimeAsync(2_100))
    expect(await screen.findByRole('heading', { name: 'Tack för ditt medlemskap!' })).toBeInTheDocument()
    expect(calls.filter((c) => c.path === '/api/subscription/session-status')).toHaveLength(3)
  })

  it('gives up after about a minute of processing with the error', async () => {
    mockApi({ 'GET /api/subscription/session-status': statusIs('processing') })
    vi.useFakeTimers({ shouldAdvanceTime: true })
    renderPage(<SubscribeReturn />, { path: '/subscribe-return?session_id=cs_1', user: member() })
    expect(await screen.findByRole('heading', { name: 'Betalningen behandlas…' })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(61_000))
    expect(await screen.findByText('Kunde inte hämta betalningsstatus.')).toBeInTheDocument()
  })

  it('shows the spec’s error when the status request fails', async () => {
    mockApi({
      'GET /api/subscription/session-status': () => ({
        status: 500,
        body: { error: 'internal', message: 'x' },
      }),
    })
    renderPage(<SubscribeReturn />, { path: '/subscribe-return?session_id=cs_1', user: member() })
    expect(
      await screen.findByText('Kunde inte hämta betalningsstatus.', {}, { timeout: 4000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Något gick fel' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Kontakta support' })).toBeInTheDocument()
  })

  it('sends a visitor to the login page', async () => {
    mockApi({})
    renderPage(<SubscribeReturn />, { path: '/subscribe-return?session_id=cs_1', user: null })
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'))
  })
})
