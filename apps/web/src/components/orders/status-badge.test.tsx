import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OrderStatusBadge } from './status-badge'

describe('OrderStatusBadge (members and staff alike)', () => {
  it.each([
    [0, 'Beställd', 'bg-sky-50'],
    [1, 'Behandlas', 'bg-amber-50'],
    [2, 'Skickad', 'bg-white'],
    [3, 'Levererad', 'bg-emerald-50'],
    [4, 'Avbruten', 'bg-red-50'],
    [7, 'Okänd', 'bg-white'],
  ])('shows status %i as %s in its colour', (status, label, colour) => {
    render(<OrderStatusBadge status={status} />)
    expect(screen.getByText(label)).toHaveClass(colour)
  })
})
