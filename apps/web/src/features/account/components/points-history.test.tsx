import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { member, mockApi, renderPage } from '../../../lib/test/render-page'
import { PointsHistory } from './points-history'

afterEach(() => vi.unstubAllGlobals())

describe('points history on the account page', () => {
  it("lists movements latest first with staff's reason", async () => {
    mockApi({
      'GET /api/Users/pointsHistory': () => ({
        body: {
          balance: 80,
          entries: [
            {
              id: 2,
              delta: -20,
              reason: 'adjustment',
              note: 'Felaktig inlämning',
              created: '2026-11-03T10:00:00Z',
            },
            { id: 1, delta: 100, reason: 'welcome', note: null, created: '2026-11-02T10:00:00Z' },
          ],
        },
      }),
    })
    renderPage(<PointsHistory />, { path: '/my-account', user: member() })
    const items = (await screen.findByTestId('points-history')).querySelectorAll('li')
    expect(items[0]).toHaveTextContent('Justering: Felaktig inlämning')
    expect(items[0]).toHaveTextContent(/[−-]20 poäng/)
    expect(items[1]).toHaveTextContent('Välkomstbonus')
    expect(items[1]).toHaveTextContent('+100 poäng')
  })

  it('says when there is nothing yet', async () => {
    mockApi({ 'GET /api/Users/pointsHistory': () => ({ body: { balance: 0, entries: [] } }) })
    renderPage(<PointsHistory />, { path: '/my-account', user: member() })
    expect(await screen.findByText('Inga poänghändelser ännu.')).toBeInTheDocument()
  })
})
