import { describe, expect, it } from 'vitest'
import { formatOrderDate, orderStatusLabel } from './format'

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
