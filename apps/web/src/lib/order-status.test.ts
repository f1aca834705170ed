import { describe, expect, it } from 'vitest'
import { orderStatusLabel } from './order-status'

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
