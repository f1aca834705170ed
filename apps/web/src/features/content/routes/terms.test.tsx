import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi, renderRoutes } from '../../../lib/testing'

afterEach(() => vi.unstubAllGlobals())

const routes = [
  { path: 'terms', lazy: () => import('./terms') },
  { path: 'policy', lazy: () => import('./terms') },
]

describe('terms page', { timeout: 20_000 }, () => {
  it('opens /policy at its Personuppgifter section', async () => {
    mockApi(() => undefined)
    const { router } = renderRoutes(routes, '/policy')
    await waitFor(() => expect(router.state.location.hash).toBe('#personuppgifter'))
    expect(router.state.location.pathname).toBe('/policy')
    const heading = await screen.findByRole('heading', { level: 2, name: '8. Personuppgifter' })
    expect(heading.closest('section')).toHaveAttribute('id', 'personuppgifter')
    expect(screen.getByRole('link', { name: '8. Personuppgifter' })).toHaveAttribute(
      'href',
      '/policy#personuppgifter',
    )
  })

  it('keeps /terms without an anchor', async () => {
    mockApi(() => undefined)
    const { router } = renderRoutes(routes, '/terms')
    await screen.findByRole('heading', { level: 1, name: 'Användarvillkor' })
    expect(router.state.location.hash).toBe('')
  })

  it('tells what is stored, why, how long, who receives it and how to get a copy or complain', async () => {
    mockApi(() => undefined)
    renderRoutes(routes, '/terms')
    const heading = await screen.findByRole('heading', { level: 2, name: '8. Personuppgifter' })
    const section = within(heading.closest('section')!)
    for (const part of [
      'Vad vi sparar om dig',
      'Varför vi behandlar uppgifterna',
      'Hur länge vi sparar dem',
      'Vem som får ta del av dem',
      'Dina rättigheter',
    ])
      expect(section.getByRole('heading', { level: 3, name: part })).toBeInTheDocument()
    for (const text of [
      /^Personnummer:/,
      /^Chatt:/,
      /^Inlämningar och bilder:/,
      /bokföringslagen/,
      /^Stripe/,
    ])
      expect(section.getAllByText(text).length).toBeGreaterThan(0)
    const mail = section.getByRole('link', { name: /@/ })
    expect(mail.getAttribute('href')).toMatch(/^mailto:/)
    expect(section.getByText(/Integritetsskyddsmyndigheten \(IMY\)/)).toBeInTheDocument()
    expect(section.getByRole('link', { name: 'imy.se' })).toHaveAttribute('href', 'https://www.imy.se')
  })
})
