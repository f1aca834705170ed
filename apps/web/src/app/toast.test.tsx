import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '../components/ui/toast'
import { Providers } from './providers'

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
afterEach(() => vi.useRealTimers())

const shown = (text: string) => screen.queryAllByText(text).length

describe('toasts', () => {
  it('keeps success 2 s and errors 4 s', async () => {
    render(<Providers>{null}</Providers>)
    act(() => {
      toast.success('Sparat')
      toast.error('Något gick fel')
    })
    // Sonner adds toasts on the next tick.
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(shown('Sparat')).toBe(1)
    await act(() => vi.advanceTimersByTimeAsync(2600))
    expect(shown('Sparat')).toBe(0)
    expect(shown('Något gick fel')).toBe(1)
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(shown('Något gick fel')).toBe(0)
  })

  it('shows at most 20 at once', async () => {
    render(<Providers>{null}</Providers>)
    act(() => {
      for (let i = 1; i <= 25; i++) toast.error(`Fel ${i}`)
    })
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(document.querySelectorAll('[data-sonner-toast]').length).toBeGreaterThanOrEqual(20)
    const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]')
    expect(visible.length).toBe(20)
  })
})
