import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockApi, renderRoutes } from '../../lib/testing'
import { SiteFooter } from './site-footer'

afterEach(() => vi.unstubAllGlobals())

describe('SiteFooter', () => {
  it('shows the opening hours staff saved in the settings', async () => {
    mockApi((req) =>
      req.path === '/api/settings/public'
        ? json(200, {
            shopName: 'Byt',
            address: 'Testgatan 5, Lund',
            phone: '046-11 22 33',
            email: 'hej@byt.test',
            returnAddress: 'Byt, Testgatan 5, Lund',
            openingHours: ['Mån–tors 10:00–17:00', 'Fre stängt'],
          })
        : undefined,
    )
    renderRoutes([{ path: '/', element: <SiteFooter /> }], '/')
    const footer = await screen.findByRole('contentinfo')
    expect(await within(footer).findByText('Mån–tors 10:00–17:00')).toBeInTheDocument()
    expect(within(footer).getByText('Fre stängt')).toBeInTheDocument()
    expect(within(footer).queryByText('Mån–fre 09:00–18:00')).not.toBeInTheDocument()
  })
})
