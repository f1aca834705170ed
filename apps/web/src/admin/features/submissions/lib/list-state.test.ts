import { describe, expect, it } from 'vitest'
import { readSubmissionListState } from './list-state'

describe('staff submissions list URL state', () => {
  it('pages by 10/25/50/100 (25) and keeps a search of up to 200 characters', () => {
    expect(readSubmissionListState(new URLSearchParams(''))).toEqual({
      page: 1,
      perPage: 25,
      status: null,
      search: '',
      from: '',
      to: '',
      canonical: '?page=1&perPage=25',
    })
    const long = 'a'.repeat(250)
    expect(readSubmissionListState(new URLSearchParams(`perPage=100&search=${long}`))).toMatchObject({
      perPage: 100,
      search: 'a'.repeat(200),
    })
  })
})
