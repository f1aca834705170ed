import type { ShopSettingsDto } from '@kladbyte/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockApi, renderRoutes } from '../../../../lib/testing'
import { StaffToaster } from '../../../lib/test/staff-toaster'
import { Component as Settings } from './settings'

afterEach(() => vi.unstubAllGlobals())

const stored: ShopSettingsDto = {
  shopName: 'Klädbyte',
  address: 'Storgatan 1, 111 22 Stockholm',
  returnAddress: 'Klädbyte, Storgatan 1, 111 22 Stockholm',
  phone: '08-123 45 67',
  email: 'info@kladbyte.se',
  openingHours: ['Mån–fre 09:00–18:00', 'Lör–sön 10:00–16:00'],
  updatedAt: null,
}

function server(onPut: (body: Record<string, unknown>) => Response) {
  return mockApi((req) => {
    if (req.path === '/api/admin/settings' && req.method === 'GET') return json(200, stored)
    if (req.path === '/api/admin/settings' && req.method === 'PUT')
      return onPut(req.body as Record<string, unknown>)
    return undefined
  })
}

const renderPage = () =>
  renderRoutes(
    [
      {
        path: '/admin/settings',
        element: (
          <>
            <Settings />
            <StaffToaster />
          </>
        ),
      },
    ],
    '/admin/settings',
  )

describe('the settings page', { timeout: 20_000 }, () => {
  it('shows the stored details, saves the edited ones with the hours as lines, and confirms with a toast', async () => {
    const calls = server((body) => json(200, { ...body, updatedAt: '2026-11-24T10:00:00.000Z' }))
    const { queryClient } = renderPage()
    const hours = await screen.findByLabelText(/^Öppettider/)
    expect(
      screen.getByText('Uppgifterna kommer från serverns standardinställningar tills du sparar.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Butikens namn')).toHaveValue('Klädbyte')
    expect(hours).toHaveValue('Mån–fre 09:00–18:00\nLör–sön 10:00–16:00')

    await userEvent.clear(hours)
    await userEvent.type(hours, 'Mån–tors 10:00–17:00{Enter}{Enter}Fre 10:00–15:00')
    await userEvent.clear(screen.getByLabelText('Telefon'))
    await userEvent.type(screen.getByLabelText('Telefon'), '040-12 34 56')
    await userEvent.click(screen.getByRole('button', { name: 'Spara inställningar' }))

    expect(await screen.findByText('Inställningarna har sparats.')).toBeInTheDocument()
    const put = calls.find((c) => c.method === 'PUT')
    expect(put?.body).toEqual({
      ...stored,
      updatedAt: undefined,
      phone: '040-12 34 56',
      openingHours: ['Mån–tors 10:00–17:00', 'Fre 10:00–15:00'],
    })
    // The storefront's footer reads the saved details from the shared cache at once.
    expect(queryClient.getQueryData(['settings', 'public'])).toMatchObject({
      phone: '040-12 34 56',
      openingHours: ['Mån–tors 10:00–17:00', 'Fre 10:00–15:00'],
    })
    expect(await screen.findByText(/^Senast sparad/)).toBeInTheDocument()
  })

  it('checks the fields in Swedish before sending anything', async () => {
    const calls = server(() => json(500, {}))
    renderPage()
    const name = await screen.findByLabelText('Butikens namn')
    await userEvent.clear(name)
    await userEvent.clear(screen.getByLabelText('E-postadress'))
    await userEvent.type(screen.getByLabelText('E-postadress'), 'inte-en-adress')
    await userEvent.clear(screen.getByLabelText(/^Öppettider/))
    await userEvent.click(screen.getByRole('button', { name: 'Spara inställningar' }))
    expect(await screen.findByText('Fyll i butikens namn.')).toBeInTheDocument()
    expect(screen.getByText('Fyll i en giltig e-postadress.')).toBeInTheDocument()
    expect(screen.getByText('Fyll i minst en rad med öppettider.')).toBeInTheDocument()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(calls.some((c) => c.method === 'PUT')).toBe(false)
  })

  it("shows the server's field messages beside the inputs when it refuses the save", async () => {
    server(() =>
      json(400, {
        error: 'validation',
        message: 'Fyll i returadressen.',
        fields: [{ field: 'returnAddress', message: 'Fyll i returadressen.' }],
      }),
    )
    renderPage()
    await screen.findByLabelText('Butikens namn')
    await userEvent.click(screen.getByRole('button', { name: 'Spara inställningar' }))
    // Beside the input and in the toast, which may render a moment later than the field.
    await waitFor(() => expect(screen.getAllByText('Fyll i returadressen.')).toHaveLength(2))
    expect(screen.getByLabelText(/^Returadress/)).toHaveAttribute('aria-invalid', 'true')
  })
})
