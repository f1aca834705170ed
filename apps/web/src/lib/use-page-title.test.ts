import { describe, expect, it } from 'vitest'
import { pageTitle } from './use-page-title'

describe('pageTitle', () => {
  it('puts the page first, or the shop first on the home page', () => {
    expect(pageTitle('Butik', 'Klädbyte')).toBe('Butik | Klädbyte')
    expect(pageTitle('Ge dina kläder ett nytt liv', 'Klädbyte', { shopFirst: true })).toBe(
      'Klädbyte – Ge dina kläder ett nytt liv',
    )
  })
})
