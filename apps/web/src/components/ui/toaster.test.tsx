import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from './toast'
import { Toaster } from './toaster'

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
afterEach(() => vi.useRealTimers())

const shown = (text: string) => screen.queryAllByText(text).length

describe('toast', () => {
  it('shows success and info 2 s and errors 4 s in the notifications region', async () => {
    render(<Toaster />)
    act(() => {
      toast.success('Sparat')
      toast.info('Finns redan i varukorgen')
      toast.error('Något gick fel')
    })
    // Sonner adds toasts on the next tick.
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(screen.getByRole('region', { name: /Aviseringar/ })).toBeInTheDocument()
    expect(shown('Sparat')).toBe(1)
    expect(shown('Finns redan i varukorgen')).toBe(1)
    expect(screen.getAllByRole('button', { name: 'Stäng' }).length).toBeGreaterThanOrEqual(3)

    await act(() => vi.advanceTimersByTimeAsync(2600))
    expect(shown('Sparat')).toBe(0)
    expect(shown('Finns redan i varukorgen')).toBe(0)
    expect(shown('Något gick fel')).toBe(1)
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(shown('Något gick fel')).toBe(0)
  })
})
