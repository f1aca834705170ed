import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { member, mockApi, renderPage } from '../../../../lib/test/render-page'
import { tableRows } from '../../../../lib/test/table'
import { asa, bo, list, listCalls, location, open } from '../test/customers-page'
import { Component as CustomersPage } from './customers'

afterEach(() => vi.unstubAllGlobals())

describe('staff customers page', () => {
  it('shows the stat cards and the customers with initials and membership', async () => {
    open('/admin/users')
    const rows = await tableRows('Kunder')
    expect(rows[0]).toHaveTextContent('ÅÖ')
    expect(rows[0]).toHaveTextContent('Åsa Öberg')
    expect(rows[0]).toHaveTextContent('asa@example.com')
    expect(rows[0]).toHaveTextContent('Aktiv')
    expect(rows[1]).toHaveTextContent('Inaktiv')
    const cards: [string, string][] = [
      ['Totalt antal kunder', '40'],
      ['Aktiva medlemskap', '15'],
      ['Inaktiva medlemskap', '25'],
      ['Nya denna månad', '3'],
    ]
    for (const [label, value] of cards) {
      expect(screen.getByText(label).parentElement).toHaveTextContent(value)
    }
    expect(location()).toBe('/admin/users?page=1&perPage=25')
  })

  it('searches on Sök or Enter (trimmed), never sends an empty search, and Rensa clears', async () => {
    const user = userEvent.setup()
    const calls = open('/admin/users')
    await screen.findByRole('table')
    const field = screen.getByRole('searchbox', { name: 'Sök kund' })
    await user.type(field, '  åsa {Enter}')
    await waitFor(() => expect(location()).toBe('/admin/users?page=1&perPage=25&search=%C3%A5sa'))
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('search')).toBe('åsa'))
    // 'Exportera' downloads what the search finds.
    expect(screen.getByRole('link', { name: 'Exportera som CSV' })).toHaveAttribute(
      'href',
      '/api/users/export.csv?search=%C3%A5sa',
    )
    await user.clear(field)
    await user.type(field, '   ')
    await user.click(screen.getByRole('button', { name: 'Sök' }))
    await waitFor(() => expect(location()).toBe('/admin/users?page=1&perPage=25'))
    expect(
      listCalls(calls).every((c) => c.query.get('search') !== '' && c.query.get('search')?.trim() !== ''),
    ).toBe(true)
    await user.type(field, 'bo')
    await user.click(screen.getByRole('button', { name: 'Sök' }))
    await waitFor(() => expect(location()).toContain('search=bo'))
    await user.click(screen.getByRole('button', { name: 'Rensa' }))
    await waitFor(() => expect(location()).toBe('/admin/users?page=1&perPage=25'))
    expect(field).toHaveValue('')
  })

  it('turns a page past the last into page 1, replacing the URL', async () => {
    const calls = mockApi({
      'GET /api/users/paged': ({ query }) => (query.get('page') === '1' ? list([asa]) : list([])),
    })
    const { router } = renderPage(<CustomersPage />, {
      path: '/admin/users?page=7&perPage=10&search=%C3%A5sa',
      user: member({ isAdmin: true }),
    })
    await waitFor(() => expect(location()).toBe('/admin/users?page=1&perPage=10&search=%C3%A5sa'))
    expect(router.state.historyAction).toBe('REPLACE')
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('page')).toBe('1'))
    expect((await screen.findAllByText('Åsa Öberg')).length).toBeGreaterThan(0)
  })

  it("keeps page 3 of a new search while the previous search's page (1 page in all) is still shown", async () => {
    let answer: (body: object) => void = () => {}
    mockApi({
      'GET /api/users/paged': ({ query }) =>
        query.get('search') === 'bo'
          ? new Promise((resolve) => {
              answer = (body) => resolve({ body })
            })
          : list([asa]),
    })
    const { router } = renderPage(<CustomersPage />, {
      path: '/admin/users?page=1&perPage=25',
      user: member({ isAdmin: true }),
    })
    expect((await screen.findAllByText('Åsa Öberg')).length).toBeGreaterThan(0)
    await act(() => router.navigate('/admin/users?page=3&perPage=25&search=bo'))
    // The old list stays on screen meanwhile; its single page says nothing about this search.
    expect(screen.getAllByText('Åsa Öberg').length).toBeGreaterThan(0)
    expect(location()).toBe('/admin/users?page=3&perPage=25&search=bo')
    act(() => answer({ ...list([bo]).body, total: 60, totalPages: 3 }))
    expect((await screen.findAllByText('Bo Ek')).length).toBeGreaterThan(0)
    expect(location()).toBe('/admin/users?page=3&perPage=25&search=bo')
  })

  it('changes the page size and shows the empty text', async () => {
    const user = userEvent.setup()
    const calls = open('/admin/users?page=1&perPage=25', { 'GET /api/users/paged': () => list([]) })
    expect((await screen.findAllByText('Inga kunder hittades.')).length).toBeGreaterThan(0)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Per sida' }), '250')
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('pageSize')).toBe('250'))
    expect(location()).toBe('/admin/users?page=1&perPage=250')
  })
})
