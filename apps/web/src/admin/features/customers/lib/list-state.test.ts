import { describe, expect, it } from 'vitest'
import { readListState } from '../../../lib/list-state'
import { CUSTOMER_LIST_RULES, initials } from './list-state'

describe('customer list', () => {
  it('pages by 10/25/50/100/250 (25) and searches with `search`', () => {
    const read = (s: string) => readListState(new URLSearchParams(s), CUSTOMER_LIST_RULES)
    expect(read('')).toEqual({ page: 1, perPage: 25, search: '', canonical: '?page=1&perPage=25' })
    expect(read('page=3&perPage=250&search=bo')).toMatchObject({ page: 3, perPage: 250, search: 'bo' })
    expect(read('perPage=20').perPage).toBe(25)
  })
  it('makes initials from the name, else the e-mail', () => {
    expect(initials('åsa', 'öberg', 'x@y.se')).toBe('ÅÖ')
    expect(initials('', '', 'kalle@y.se')).toBe('K')
  })
})
