import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useLoadingPhase } from './use-loading-phase'

afterEach(() => vi.useRealTimers())

describe('useLoadingPhase', () => {
  it('holds the loading phase for 500 ms from mount however fast the data comes', () => {
    vi.useFakeTimers()
    const { result, rerender } = renderHook(({ pending }) => useLoadingPhase(pending), {
      initialProps: { pending: true },
    })
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(20))
    rerender({ pending: false })
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(479))
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(false)
  })

  it('lasts as long as the data when that is slower', () => {
    vi.useFakeTimers()
    const { result, rerender } = renderHook(({ pending }) => useLoadingPhase(pending), {
      initialProps: { pending: true },
    })
    act(() => vi.advanceTimersByTime(2000))
    expect(result.current).toBe(true)
    rerender({ pending: false })
    expect(result.current).toBe(false)
  })

  it('does not hold data that is there at mount, nor a later load', () => {
    vi.useFakeTimers()
    const { result, rerender } = renderHook(({ pending }) => useLoadingPhase(pending), {
      initialProps: { pending: false },
    })
    expect(result.current).toBe(false)
    rerender({ pending: true })
    expect(result.current).toBe(true)
    rerender({ pending: false })
    expect(result.current).toBe(false)
  })
})
