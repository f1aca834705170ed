import type { DashboardDto } from '@kladbyte/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { userContextQuery } from '../../../../lib/session'
import { json, mockApi, renderRoutes } from '../../../../lib/testing'
import { dashboardQuery } from '../api/get-dashboard'
import { Component as Dashboard } from './dashboard'

afterEach(() => vi.unstubAllGlobals())

const weeks = Array.from({ length: 12 }, (_, i) => ({
  week: `2026-W${String(37 + i).padStart(2, '0')}`,
  start: `2026-${i < 4 ? '09' : i < 8 ? '10' : '11'}-0${(i % 4) + 1}`,
  orders: i === 11 ? 7 : i,
  submissions: i === 10 ? 3 : 0,
}))

const figures: DashboardDto = {
  submissionsByStatus: [4, 12, 5, 30, 2],
  ordersToHandle: { placed: 6, processing: 1 },
  members: 1234,
  activeMemberships: 321,
  pointsInCirculation: 98765,
  garmentsInShop: 220,
  weeks,
}

function server(answer: () => Response) {
  return mockApi((req) => {
    if (req.path === '/api/users/usercontext')
      return json(200, {
        id: 'u1',
        email: 'a@example.se',
        firstName: 'Agnes',
        lastName: 'Berg',
        isAdmin: true,
      })
    if (req.path === '/api/admin/dashboard') return answer()
    return undefined
  })
}

/** The overview with its figures already cached (e.g. back from another staff page). */
function renderCached() {
  const queryClient = new QueryClient()
  queryClient.setQueryData(dashboardQuery.queryKey, figures)
  queryClient.setQueryData(userContextQuery.queryKey, {
    id: 'u1',
    firstName: 'Agnes',
    isAdmin: true,
  } as never)
  const router = createMemoryRouter([{ path: '/admin', element: <Dashboard /> }], {
    initialEntries: ['/admin'],
  })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { queryClient }
}

const stat = (label: string) => screen.getByText(label).closest('dl')?.querySelector('dd')?.textContent

describe('the overview', { timeout: 20_000 }, () => {
  it("welcomes the admin by first name with today's date, and links the quick actions", async () => {
    server(() => json(200, figures))
    renderRoutes([{ path: '/admin', element: <Dashboard /> }], '/admin')
    expect(await screen.findByRole('heading', { level: 1, name: 'Välkommen, Agnes!' })).toBeInTheDocument()
    const today = new Intl.DateTimeFormat('sv-SE', {
      dateStyle: 'long',
      timeZone: 'Europe/Stockholm',
    }).format(new Date())
    expect(screen.getByText(`Idag är det ${today}.`)).toBeInTheDocument()
    const quick = screen.getByRole('region', { name: 'Snabbval' })
    expect(
      within(quick)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/admin/products', '/admin/categories', '/admin/submissions'])
    expect(screen.getByRole('heading', { name: 'Tips för dagen' })).toBeInTheDocument()
  })

  it('shows figures already in the cache at once, without the loading phase', async () => {
    server(() => json(200, figures))
    const { queryClient } = renderCached()
    expect(queryClient.getQueryData(dashboardQuery.queryKey)).toEqual(figures)
    const region = screen.getByRole('region', { name: 'Läget just nu' })
    expect(region).toHaveAttribute('aria-busy', 'false')
    expect(within(region).getByText('Medlemmar')).toBeInTheDocument()
  })

  it('shows skeletons, then the figures from the server as stat cards', async () => {
    let answer: (r: Response) => void = () => {}
    server(() => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response)
    renderRoutes([{ path: '/admin', element: <Dashboard /> }], '/admin')
    const region = await screen.findByRole('region', { name: 'Läget just nu' })
    expect(region).toHaveAttribute('aria-busy', 'true')
    expect(within(region).queryByText('Medlemmar')).not.toBeInTheDocument()
    answer(json(200, figures))
    expect(await within(region).findByText('Medlemmar')).toBeInTheDocument()
    expect(region).toHaveAttribute('aria-busy', 'false')
    expect(stat('Inlämningar att ta emot')).toBe('12')
    expect(stat('Inlämningar under behandling')).toBe('5')
    expect(stat('Utkast hos medlemmar')).toBe('4')
    expect(stat('Nya ordrar')).toBe('6')
    expect(stat('Ordrar som behandlas')).toBe('1')
    // sv-SE groups thousands with a (narrow) no-break space.
    expect(stat('Medlemmar')?.replace(/\s/g, ' ')).toBe('1 234')
    expect(stat('Aktiva medlemskap')).toBe('321')
    expect(stat('Poäng i omlopp')?.replace(/\s/g, ' ')).toBe('98 765')
    expect(stat('Plagg i butiken')).toBe('220')
  })

  it('draws the weeks as an image with a summary and offers every figure as a table', async () => {
    server(() => json(200, figures))
    renderRoutes([{ path: '/admin', element: <Dashboard /> }], '/admin')
    const chart = await screen.findByRole('img', {
      name: 'Stapeldiagram över de senaste 12 veckorna: totalt 62 ordrar och 3 inlämningar.',
    })
    expect(chart.querySelectorAll('rect')).toHaveLength(24)
    const table = screen.getByRole('table', {
      name: 'Ordrar och inlämningar per vecka, de senaste 12 veckorna',
    })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(13)
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Vecka', 'Ordrar', 'Inlämningar'])
    expect(within(rows[12]!).getByRole('rowheader')).toHaveTextContent('v. 48')
    expect(
      within(rows[12]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['7', '0'])
    expect(
      within(rows[11]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['10', '3'])

    // Visually hidden until asked for.
    const toggle = screen.getByRole('button', { name: 'Visa som tabell' })
    expect(table.parentElement).toHaveClass('sr-only')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveTextContent('Dölj tabellen')
    expect(table.parentElement).not.toHaveClass('sr-only')
  })

  it('says so when the figures cannot be loaded, and tries again', async () => {
    let fail = true
    server(() => (fail ? json(500, { error: 'internal', message: 'Fel' }) : json(200, figures)))
    renderRoutes([{ path: '/admin', element: <Dashboard /> }], '/admin')
    expect(
      await screen.findByText('Siffrorna kunde inte hämtas just nu. Försök igen om en stund.'),
    ).toBeInTheDocument()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }))
    expect(await screen.findByText('Medlemmar')).toBeInTheDocument()
  })
})
