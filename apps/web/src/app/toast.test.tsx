import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from '../components/ui/toast'
import { Providers } from './providers'

// The toaster and sonner are lazy chunks (ADR 036): loaded here, in real time, so fake time can drive them.
beforeAll(async () => {
  await Promise.all([import('sonner'), import('../components/ui/sonner-toaster')])
})
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
afterEach(() => vi.useRealTimers())

const shown = (text: string) => screen.queryAllByText(text).length

/** Lets React and the lazy toaster run in 10 ms steps (fake time) until `done`, at most 2 s. */
async function until(done: () => boolean) {
  for (let waited = 0; !done() && waited < 2000; waited += 10) {
    await act(() => vi.advanceTimersByTimeAsync(10))
  }
  expect(done()).toBe(true)
}

describe('toasts', () => {
  it('keeps success 2 s and errors 4 s', async () => {
    render(<Providers>{null}</Providers>)
    act(() => {
      toast.success('Sparat')
      toast.error('Något gick fel')
    })
    // Sonner loads lazily and adds the toasts once it has mounted.
    await until(() => shown('Sparat') === 1)
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
    await until(() => document.querySelectorAll('[data-sonner-toast]').length >= 20)
    const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]')
    expect(visible.length).toBe(20)
  })
})
