import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Badge } from './badge'
import { Skeleton, SkeletonText } from './skeleton'
import { StatCard } from './stat-card'

describe('Badge, StatCard, Skeleton', () => {
  it('shows a badge text in its tone', () => {
    render(<Badge tone="success">Levererad</Badge>)
    expect(screen.getByText('Levererad')).toHaveClass('bg-emerald-50')
  })

  it('pairs a stat with its label as a term and its value', () => {
    render(<StatCard label="Aktiva" value={42} />)
    expect(screen.getByRole('term')).toHaveTextContent('Aktiva')
    expect(screen.getByRole('definition')).toHaveTextContent('42')
  })

  it('announces loading once and hides the grey lines', () => {
    const { container } = render(<SkeletonText lines={4} />)
    expect(screen.getByRole('status')).toHaveTextContent('Laddar…')
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4)
  })

  it("lets a caller's corner replace the default one", () => {
    const { container } = render(
      <>
        <Skeleton className="h-4" />
        <Skeleton className="h-56 rounded-3xl" />
      </>,
    )
    const [plain, round] = container.querySelectorAll('div')
    expect(plain).toHaveClass('rounded-md')
    expect(round).toHaveClass('rounded-3xl')
    expect(round).not.toHaveClass('rounded-md')
  })
})
