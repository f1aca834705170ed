import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { type Column, Table } from './table'

interface Order {
  id: string
  orderNumber: number
  status: string
  items: number
}

const orders: Order[] = [
  { id: 'a', orderNumber: 10001, status: 'Behandlas', items: 2 },
  { id: 'b', orderNumber: 10002, status: 'Levererad', items: 1 },
]

const columns: Column<Order>[] = [
  { id: 'number', header: 'Ordernummer', cell: (o) => o.orderNumber },
  { id: 'status', header: 'Status', cell: (o) => o.status },
  {
    id: 'items',
    header: 'Antal artiklar',
    mobileLabel: 'Artiklar',
    cell: (o) => `${o.items} st`,
    align: 'right',
  },
  {
    id: 'show',
    header: 'Åtgärd',
    hideOnMobile: true,
    cell: (o) => <a href={`/admin/orders/${o.id}`}>Visa</a>,
  },
]

describe('Table', () => {
  it('renders the same rows as a table and as cards with label–value pairs', () => {
    render(<Table caption="Ordrar" columns={columns} rows={orders} rowKey={(o) => o.id} />)

    const table = screen.getByRole('table', { name: 'Ordrar' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Ordernummer', 'Status', 'Antal artiklar', 'Åtgärd'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['10001', 'Behandlas', '2 st', 'Visa'],
      ['10002', 'Levererad', '1 st', 'Visa'],
    ])
    expect(table).toHaveClass('hidden', 'md:table')

    const list = screen.getByRole('list', { name: 'Ordrar' })
    expect(list).toHaveClass('md:hidden')
    const cards = within(list).getAllByRole('listitem')
    expect(cards).toHaveLength(2)
    const pairs = (card: HTMLElement) =>
      within(card)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent])
    expect(pairs(cards[0]!)).toEqual([
      ['Ordernummer', '10001'],
      ['Status', 'Behandlas'],
      ['Artiklar', '2 st'],
    ])
    expect(within(cards[1]!).queryByRole('link')).not.toBeInTheDocument()
  })

  it('hides a header visually but keeps it named, and lets a row tint replace the card white', () => {
    const hidden: Column<Order>[] = [...columns.slice(0, 3), { ...columns[3]!, hiddenHeader: true }]
    render(
      <Table
        caption="Ordrar"
        columns={hidden}
        rows={orders}
        rowKey={(o) => o.id}
        rowClassName={(o) => (o.id === 'b' ? 'bg-red-50' : '')}
      />,
    )
    const header = screen.getByRole('columnheader', { name: 'Åtgärd' })
    expect(header.firstElementChild).toHaveClass('sr-only')
    const [plain, tinted] = within(screen.getByRole('list', { name: 'Ordrar' })).getAllByRole('listitem')
    expect(plain).toHaveClass('bg-white')
    expect(tinted).toHaveClass('bg-red-50')
    expect(tinted).not.toHaveClass('bg-white')
  })

  it('puts value-only card fields outside the term list, so every value has its term', () => {
    const titled: Column<Order>[] = [
      { ...columns[0]!, hideOnMobile: true },
      {
        id: 'title',
        header: 'Order',
        mobileLabel: '',
        hideOnDesktop: true,
        cell: (o) => `Order ${o.orderNumber}`,
      },
      columns[1]!,
    ]
    render(<Table caption="Ordrar" columns={titled} rows={orders} rowKey={(o) => o.id} />)
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader')
    expect(headers.map((h) => h.textContent)).toEqual(['Ordernummer', 'Status'])
    const card = within(screen.getByRole('list', { name: 'Ordrar' })).getAllByRole('listitem')[0]!
    expect(card.firstElementChild?.firstElementChild).toHaveTextContent('Order 10001')
    expect(
      within(card)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Status'])
    expect(
      within(card)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Behandlas'])
  })

  it('shows the empty state instead of a table', () => {
    render(
      <Table
        caption="Ordrar"
        columns={columns}
        rows={[]}
        rowKey={(o) => o.id}
        empty="Inga ordrar hittades."
      />,
    )
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.getByText('Inga ordrar hittades.')).toBeInTheDocument()
  })

  it('activates a row by click or Enter, but not through its own links', async () => {
    const user = userEvent.setup()
    const open = vi.fn()
    render(
      <Table caption="Ordrar" columns={columns} rows={orders} rowKey={(o) => o.id} onRowActivate={open} />,
    )
    const table = screen.getByRole('table')
    const [, first, second] = within(table).getAllByRole('row')
    await user.click(within(first!).getByText('Behandlas'))
    second!.focus()
    await user.keyboard('{Enter}')
    within(first!)
      .getByRole('link')
      .addEventListener('click', (e) => e.preventDefault())
    await user.click(within(first!).getByRole('link'))
    expect(open.mock.calls.map(([o]) => o.id)).toEqual(['a', 'b'])
  })
})
