import { describe, expect, it } from 'vitest'
import { customerSearch, initials, readCustomerState } from './list-state'

const read = (s: string) => readCustomerState(new URLSearchParams(s))

describe('customer list URL state', () => {
  it('defaults to page 1 of 25 without a search', () => {
    expect(read('')).toEqual({ page: 1, perPage: 25, q: null, canonical: '?page=1&perPage=25' })
  })
  it('keeps allowed sizes and corrects the rest', () => {
    expect(read('page=3&perPage=250')).toMatchObject({ page: 3, perPage: 250 })
    expect(read('page=-2&perPage=20')).toMatchObject({ page: 1, perPage: 25 })
    expect(read('page=abc').page).toBe(1)
  })
  it('turns a page past the last into 1 once the number of pages is known', () => {
    const url = new URLSearchParams('page=4&perPage=10&q=bo')
    expect(readCustomerState(url).page).toBe(4)
    expect(readCustomerState(url, 4).page).toBe(4)
    expect(readCustomerState(url, 3)).toMatchObject({ page: 1, canonical: '?page=1&perPage=10&q=bo' })
    expect(readCustomerState(url, 0).page).toBe(1)
  })
  it('trims the search and drops a blank one', () => {
    expect(read('q=%20%C3%85sa%20').q).toBe('Åsa')
    expect(read('q=%20%20').q).toBeNull()
    expect(customerSearch({ page: 1, perPage: 10, q: 'anna' })).toBe('?page=1&perPage=10&q=anna')
  })
  it('makes initials from the name, else the e-mail', () => {
    expect(initials('åsa', 'öberg', 'x@y.se')).toBe('ÅÖ')
    expect(initials('', '', 'kalle@y.se')).toBe('K')
  })
})
