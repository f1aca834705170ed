import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast, useStaffToasts } from './toast'
import { Toaster } from './toaster'

// The toaster and sonner are lazy chunks (ADR 036): loaded here, in real time, so fake time can drive them.
beforeAll(async () => {
  await Promise.all([import('sonner'), import('./sonner-toaster')])
})
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
afterEach(() => vi.useRealTimers())

const shown = (text: string) => screen.queryAllByText(text).length

/** What AdminLayout does for its toasts. */
function StaffPage() {
  useStaffToasts()
  return null
}

describe('toast', () => {
  it('shows success and info 2 s and errors 4 s in the notifications region', async () => {
    render(<Toaster />)
    act(() => {
      toast.success('Sparat')
      toast.info('Finns redan i varukorgen')
      toast.error('Något gick fel')
    })
    // Sonner loads lazily and adds the toasts once it has mounted (10 ms steps of fake time).
    for (let waited = 0; shown('Sparat') === 0 && waited < 2000; waited += 10) {
      await act(() => vi.advanceTimersByTimeAsync(10))
    }
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

  it('keeps every toast 5 s while a staff page is mounted, and the storefront times again after', async () => {
    const staff = render(<StaffPage />)
    render(<Toaster />)
    act(() => {
      toast.success('Sparat')
      toast.error('Något gick fel')
    })
    for (let waited = 0; shown('Sparat') === 0 && waited < 2000; waited += 10) {
      await act(() => vi.advanceTimersByTimeAsync(10))
    }
    await act(() => vi.advanceTimersByTimeAsync(4600))
    expect(shown('Sparat')).toBe(1)
    expect(shown('Något gick fel')).toBe(1)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(shown('Sparat')).toBe(0)
    expect(shown('Något gick fel')).toBe(0)

    staff.unmount()
    act(() => toast.success('Tillagd'))
    for (let waited = 0; shown('Tillagd') === 0 && waited < 2000; waited += 10) {
      await act(() => vi.advanceTimersByTimeAsync(10))
    }
    await act(() => vi.advanceTimersByTimeAsync(2600))
    expect(shown('Tillagd')).toBe(0)
  })
})
