import type { CategoryTreeNodeDto, PointsGuideEntryDto } from '@kladbyte/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, mockApi, renderRoutes } from '../../../../lib/testing'
import { StaffToaster } from '../../../lib/test/staff-toaster'
import { PointsGuideSection } from './points-guide-section'

afterEach(() => vi.unstubAllGlobals())

const DAM = '11111111-1111-4111-8111-111111111111'
const JACKOR = '22222222-2222-4222-8222-222222222222'
const BARN = '33333333-3333-4333-8333-333333333333'
const node = (id: string, name: string, depth: number, display = true): CategoryTreeNodeDto => ({
  id,
  name,
  depth,
  isLeaf: depth > 0,
  count: 0,
  display,
})
const tree = [node(DAM, 'Dam', 0), node(JACKOR, 'Jackor', 1), node(BARN, 'Barn', 0, false)]
const stored: PointsGuideEntryDto[] = [{ categoryId: JACKOR, categoryName: 'Dam › Jackor', points: 150 }]

function server(onPut: (body: { entries: { categoryId: string; points: number }[] }) => Response) {
  return mockApi((req) => {
    if (req.path === '/api/admin/points-guide' && req.method === 'GET') return json(200, stored)
    if (req.path === '/api/category/tree') return json(200, tree)
    if (req.path === '/api/admin/points-guide' && req.method === 'PUT') return onPut(req.body as never)
    return undefined
  })
}

const renderSection = () =>
  renderRoutes(
    [
      {
        path: '/admin/settings',
        element: (
          <>
            <PointsGuideSection />
            <StaffToaster />
          </>
        ),
      },
    ],
    '/admin/settings',
  )

describe('the points guide editor', { timeout: 20_000 }, () => {
  it('shows the stored rows, adds and removes rows, and saves the whole guide with a toast', async () => {
    const calls = server((body) =>
      json(
        200,
        body.entries.map((e) => ({ ...e, categoryName: e.categoryId === BARN ? 'Barn' : 'Dam › Jackor' })),
      ),
    )
    renderSection()
    const first = await screen.findByRole('listitem', { name: 'Rad 1' })
    expect(within(first).getByLabelText('Kategori')).toHaveValue(JACKOR)
    expect(within(first).getByLabelText('Poäng')).toHaveValue(150)
    // Hidden categories can be chosen, marked as hidden.
    expect(within(first).getByRole('option', { name: /Barn \(dold\)/ })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Lägg till rad' }))
    const second = screen.getByRole('listitem', { name: 'Rad 2' })
    await userEvent.selectOptions(within(second).getByLabelText('Kategori'), BARN)
    await userEvent.clear(within(second).getByLabelText('Poäng'))
    await userEvent.type(within(second).getByLabelText('Poäng'), '40')
    await userEvent.click(screen.getByRole('button', { name: 'Spara poängguiden' }))

    expect(await screen.findByText('Poängguiden har sparats.')).toBeInTheDocument()
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      entries: [
        { categoryId: JACKOR, points: 150 },
        { categoryId: BARN, points: 40 },
      ],
    })

    await userEvent.click(
      within(screen.getByRole('listitem', { name: 'Rad 1' })).getByRole('button', { name: 'Ta bort rad' }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Spara poängguiden' }))
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2))
    expect(calls.filter((c) => c.method === 'PUT')[1]?.body).toEqual({
      entries: [{ categoryId: BARN, points: 40 }],
    })
  })

  it('checks rows in Swedish before sending: a category, whole points, each category once', async () => {
    const calls = server(() => json(500, {}))
    renderSection()
    await screen.findByRole('listitem', { name: 'Rad 1' })
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till rad' }))
    await userEvent.click(screen.getByRole('button', { name: 'Spara poängguiden' }))
    expect(await screen.findAllByText('Välj en kategori.')).not.toHaveLength(0)

    const second = screen.getByRole('listitem', { name: 'Rad 2' })
    await userEvent.selectOptions(within(second).getByLabelText('Kategori'), JACKOR)
    await userEvent.click(screen.getByRole('button', { name: 'Spara poängguiden' }))
    expect(await screen.findByText('En kategori får bara finnas en gång.')).toBeInTheDocument()

    await userEvent.selectOptions(within(second).getByLabelText('Kategori'), DAM)
    await userEvent.clear(within(second).getByLabelText('Poäng'))
    await userEvent.type(within(second).getByLabelText('Poäng'), '-3')
    await userEvent.click(screen.getByRole('button', { name: 'Spara poängguiden' }))
    expect(await screen.findByText('Poäng kan inte vara negativa.')).toBeInTheDocument()
    expect(calls.some((c) => c.method === 'PUT')).toBe(false)
  })
})
