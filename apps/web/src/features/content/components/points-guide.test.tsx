import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockApi, renderRoutes } from '../../../lib/testing'
import { Component as Guide } from '../routes/guide'

afterEach(() => vi.unstubAllGlobals())

const renderGuide = () => renderRoutes([{ path: '/guide', element: <Guide /> }], '/guide')

describe("the guide page's points guide", () => {
  it('lists each garment type with its points and says staff decide after review', async () => {
    mockApi((req) =>
      req.path === '/api/points-guide'
        ? json(200, [
            { categoryId: '11111111-1111-4111-8111-111111111111', categoryName: 'Barn', points: 40 },
            {
              categoryId: '22222222-2222-4222-8222-222222222222',
              categoryName: 'Dam › Jackor',
              points: 1500,
            },
          ])
        : undefined,
    )
    renderGuide()
    expect(await screen.findByRole('heading', { name: 'Så många poäng får du' })).toBeInTheDocument()
    expect(
      screen.getByText(/Personalen bestämmer poängen för varje plagg efter granskningen/),
    ).toBeInTheDocument()
    const row = screen.getByRole('row', { name: /Dam › Jackor/ })
    expect(row).toHaveTextContent(/ca 1\s500 poäng/)
    expect(screen.getByRole('rowheader', { name: 'Barn' })).toBeInTheDocument()
  })

  it('is left out while the guide is empty', async () => {
    const calls = mockApi((req) => (req.path === '/api/points-guide' ? json(200, []) : undefined))
    renderGuide()
    await screen.findByRole('heading', { name: 'Så funkar det', level: 1 })
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/points-guide')).toBe(true))
    expect(screen.queryByRole('heading', { name: 'Så många poäng får du' })).not.toBeInTheDocument()
  })
})
