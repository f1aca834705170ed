import { describe, expect, it } from 'vitest'
import { canConfirmOrder } from './checkout-rule'
import { totalPoints } from './format'

describe('totals', () => {
  it('adds the points of every line', () => {
    expect(totalPoints([{ price: 120 }, { price: 80 }])).toBe(200)
    expect(totalPoints([])).toBe(0)
  })
})

describe('checkout confirm rule', () => {
  const ok = { hasSubscription: true, itemCount: 2, loading: false, submitting: false }
  it('is enabled for a member with a subscription and items, when idle', () => {
    expect(canConfirmOrder(ok)).toBe(true)
  })
  it('is disabled without subscription, without items, while loading or submitting', () => {
    expect(canConfirmOrder({ ...ok, hasSubscription: false })).toBe(false)
    expect(canConfirmOrder({ ...ok, itemCount: 0 })).toBe(false)
    expect(canConfirmOrder({ ...ok, loading: true })).toBe(false)
    expect(canConfirmOrder({ ...ok, submitting: true })).toBe(false)
  })
})
