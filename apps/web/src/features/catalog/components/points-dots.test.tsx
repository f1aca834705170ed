import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PointsDots } from './points-dots'

describe('PointsDots', () => {
  it('draws one dot per started 100 points', () => {
    render(<PointsDots price={240} />)
    expect(screen.getByRole('img', { name: '240 poäng' })).toBeInTheDocument()
    expect(screen.getAllByTestId('points-dot')).toHaveLength(3)
    expect(screen.queryByText(/^\+/)).not.toBeInTheDocument()
  })

  it("caps at 5 dots and writes the rest as '+N'", () => {
    render(<PointsDots price={720} />)
    expect(screen.getAllByTestId('points-dot')).toHaveLength(5)
    expect(screen.getByText('+3')).toBeInTheDocument()
  })
})
