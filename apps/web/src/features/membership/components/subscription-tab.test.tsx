import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { member, mockApi, renderPage } from '../../../lib/test/render-page'
import { SubscriptionTab } from './subscription-tab'

afterEach(() => vi.unstubAllGlobals())

const active = {
  status: 'active',
  provider: 'test',
  currentPeriodEnd: '2031-05-17T10:00:00.000Z',
  cancelAtPeriodEnd: false,
}

describe('subscribe tab', () => {
  it('shows an active membership with its renewal date, and ends it after confirmation', async () => {
    let membership: object | null = active
    const calls = mockApi({
      'GET /api/users/subscription': () =>
        membership ? { body: membership } : { status: 404, body: { error: 'not_found', message: 'Inget.' } },
      'GET /api/subscription/config': () => ({ body: { mode: 'test' } }),
      'POST /api/subscription/cancel': () => {
        membership = null
        return { body: { ...active, status: 'canceled' } }
      },
      'GET /api/Users/UserContext': () => ({ body: member() }),
    })
    renderPage(<SubscriptionTab />, {
      path: '/my-account#subscribe',
      user: member({ hasSubscription: true }),
    })
    expect(await screen.findByText('Ditt medlemskap är aktivt.')).toBeInTheDocument()
    // A test membership is not renewed: it lasts until its date.
    expect(screen.getByText('Gäller till och med')).toBeInTheDocument()
    expect(screen.getByText('17 maj 2031')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Avsluta medlemskap' }))
    const dialog = screen.getByRole('dialog', { name: 'Vill du avsluta ditt medlemskap?' })
    expect(calls.some((c) => c.path === '/api/subscription/cancel')).toBe(false)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Behåll medlemskapet' }))
    expect(calls.some((c) => c.path === '/api/subscription/cancel')).toBe(false)

    await userEvent.click(screen.getByRole('button', { name: 'Avsluta medlemskap' }))
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ja, avsluta' }))
    expect(await screen.findByRole('button', { name: 'Starta medlemskap' })).toBeInTheDocument()
    expect(calls.filter((c) => c.path === '/api/subscription/cancel')).toHaveLength(1)
  })

  it('shows the renewal date of a Stripe membership', async () => {
    mockApi({
      'GET /api/users/subscription': () => ({ body: { ...active, provider: 'stripe' } }),
      'GET /api/subscription/config': () => ({ body: { mode: 'stripe', publishableKey: 'pk_test' } }),
    })
    renderPage(<SubscriptionTab />, { path: '/', user: member({ hasSubscription: true }) })
    expect(await screen.findByText('Förnyas')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Avsluta medlemskap' })).toBeInTheDocument()
  })

  it('shows the end date, and no end button, when the membership is set to end', async () => {
    mockApi({
      'GET /api/users/subscription': () => ({
        body: { ...active, provider: 'stripe', cancelAtPeriodEnd: true },
      }),
      'GET /api/subscription/config': () => ({ body: { mode: 'stripe', publishableKey: 'pk_test' } }),
    })
    renderPage(<SubscriptionTab />, { path: '/', user: member({ hasSubscription: true }) })
    expect(await screen.findByText('Gäller till och med')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Avsluta medlemskap' })).not.toBeInTheDocument()
  })

  it('in test mode starts a membership on the server and goes to the return page', async () => {
    const calls = mockApi({
      'GET /api/users/subscription': () => ({ status: 404, body: { error: 'not_found', message: 'Inget.' } }),
      'GET /api/subscription/config': () => ({ body: { mode: 'test' } }),
      'POST /api/subscription/create-checkout-session': () => ({
        body: { sessionId: 'test_cs_abc', clientSecret: 'secret' },
      }),
      'POST /api/subscription/test-complete': () => ({
        body: { status: 'complete', customer_email: 'anna@example.com' },
      }),
    })
    renderPage(<SubscriptionTab />, { path: '/my-account#subscribe', user: member() })
    const box = await screen.findByTestId('test-checkout')
    expect(within(box).getByText('Testläge')).toBeInTheDocument()
    expect(box).toHaveTextContent('inget kort debiteras')
    expect(box.querySelector('input')).toBeNull()
    await userEvent.click(within(box).getByRole('button', { name: 'Starta medlemskap' }))
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/subscribe-return?session_id=test_cs_abc'),
    )
    expect(calls.find((c) => c.path === '/api/subscription/test-complete')!.body).toEqual({
      sessionId: 'test_cs_abc',
    })
  })
})
