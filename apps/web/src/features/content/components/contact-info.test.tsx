import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ContactInfo } from './contact-info'

afterEach(() => vi.unstubAllGlobals())

const renderInfo = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ContactInfo />
    </QueryClientProvider>,
  )

describe('ContactInfo', () => {
  it('shows the address, phone and e-mail from the settings, and the opening hours', async () => {
    const settings = {
      shopName: 'Byt',
      address: 'Testgatan 5, Lund',
      phone: '046-11 22 33',
      email: 'hej@byt.test',
      returnAddress: 'Byt Retur, Box 12, Lund',
      openingHours: ['Mån–fre 09:00–18:00', 'Lör–sön 10:00–16:00', 'Helgdagar stängt'],
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(settings), { status: 200 })),
    )
    renderInfo()
    expect(await screen.findByText('Testgatan 5, Lund')).toBeInTheDocument()
    expect(screen.getByText('Byt Retur, Box 12, Lund')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '046-11 22 33' })).toHaveAttribute('href', 'tel:046112233')
    expect(screen.getByRole('link', { name: 'hej@byt.test' })).toHaveAttribute('href', 'mailto:hej@byt.test')
    expect(screen.getByText('Mån–fre')).toBeInTheDocument()
    expect(screen.getByText('09:00–18:00')).toBeInTheDocument()
    expect(screen.getByText('Lör–sön')).toBeInTheDocument()
    expect(screen.getByText('10:00–16:00')).toBeInTheDocument()
    expect(screen.getByText('Helgdagar stängt')).toBeInTheDocument()
  })

  it('falls back to the default details when the settings cannot be loaded', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 500 }))
    vi.stubGlobal('fetch', fetch)
    renderInfo()
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
    expect(screen.getByText('Storgatan 1, 111 22 Stockholm')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'info@kladbyte.se' })).toBeInTheDocument()
    expect(screen.getByText('09:00–18:00')).toBeInTheDocument()
  })
})
