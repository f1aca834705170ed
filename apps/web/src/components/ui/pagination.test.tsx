import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { pageItems } from './page-items'
import { Pagination } from './pagination'

describe('pageItems (backoffice spec §2.2)', () => {
  it('is empty without pages', () => {
    expect(pageItems(1, 0)).toEqual([])
  })

  it('shows all pages up to 7', () => {
    expect(pageItems(1, 1)).toEqual([1])
    expect(pageItems(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('near the start: 1–5 … last', () => {
    for (const current of [1, 2, 3, 4]) {
      expect(pageItems(current, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20])
    }
    expect(pageItems(1, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 8])
  })

  it('near the end: 1 … last-4..last', () => {
    for (const current of [17, 18, 19, 20]) {
      expect(pageItems(current, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20])
    }
    expect(pageItems(5, 8)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8])
  })

  it('in the middle: 1 … current-1, current, current+1 … last', () => {
    expect(pageItems(5, 20)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 20])
    expect(pageItems(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20])
    expect(pageItems(16, 20)).toEqual([1, 'ellipsis-start', 15, 16, 17, 'ellipsis-end', 20])
    expect(pageItems(5, 9)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 9])
  })

  it('clamps a current page outside the range', () => {
    expect(pageItems(0, 20)).toEqual(pageItems(1, 20))
    expect(pageItems(99, 20)).toEqual(pageItems(20, 20))
    expect(pageItems(99, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10])
    expect(pageItems(0, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10])
  })
})

describe('Pagination', () => {
  it('renders links with the current page marked, and previous/next', () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: <Pagination page={10} totalPages={20} getHref={(p) => `/admin/orders?page=${p}`} />,
        },
      ],
      { initialEntries: ['/admin/orders?page=10'] },
    )
    render(<RouterProvider router={router} />)
    const nav = screen.getByRole('navigation', { name: 'Sidor' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual(['‹Föregående', '1', '9', '10', '11', '20', 'Nästa›'])
    expect(within(nav).getByRole('link', { name: 'Sida 10' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Sida 9' })).not.toHaveAttribute('aria-current')
    expect(within(nav).getByRole('link', { name: 'Nästa' })).toHaveAttribute('href', '/admin/orders?page=11')
    expect(within(nav).getByRole('link', { name: 'Föregående' })).toHaveAttribute(
      'href',
      '/admin/orders?page=9',
    )
  })

  it('renders buttons that report the page, without previous on the first page', async () => {
    const user = userEvent.setup()
    const onPageChange = vi.fn()
    render(<Pagination page={1} totalPages={3} onPageChange={onPageChange} />)
    expect(screen.queryByRole('button', { name: 'Föregående' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sida 1' })).toHaveAttribute('aria-current', 'page')
    await user.click(screen.getByRole('button', { name: 'Nästa' }))
    await user.click(screen.getByRole('button', { name: 'Sida 3' }))
    expect(onPageChange.mock.calls).toEqual([[2], [3]])
  })

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={() => {}} />)
    expect(container).toBeEmptyDOMElement()
  })
})
