import { describe, expect, it } from 'vitest'
import { canConfirmOrder } from './checkout-rule'
import { formatOrderDate, orderStatusLabel, totalPoints } from './format'

describe('order status labels', () => {
  it('names the five statuses and calls anything else Okänd', () => {
    expect([0, 1, 2, 3, 4].map(orderStatusLabel)).toEqual([
      'Beställd',
      'Behandlas',
      'Skickad',
      'Levererad',
      'Avbruten',
    ])
    expect(orderStatusLabel(5)).toBe('Okänd')
    expect(orderStatusLabel(-1)).toBe('Okänd')
    expect(orderStatusLabel(1.5)).toBe('Okänd')
  })
})

describe('order dates', () => {
  it('shows year-month-day', () => {
    expect(formatOrderDate('2025-10-16T12:00:00.000Z')).toBe('2025-10-16')
  })
  it('leaves an unreadable date as it came', () => {
    expect(formatOrderDate('igår')).toBe('igår')
  })
})

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
