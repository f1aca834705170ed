import { describe, expect, it } from 'vitest'
import { readSubmissionListState, submissionFilterParams, submissionListSearch } from './list-state'

const read = (s: string, totalPages: number | null = null) =>
  readSubmissionListState(new URLSearchParams(s), totalPages)

describe('staff submissions list URL state', () => {
  it('defaults to page 1 of 25 without filters', () => {
    expect(read('')).toEqual({
      page: 1,
      pageSize: 25,
      status: null,
      search: '',
      from: '',
      to: '',
      canonical: '?page=1&pageSize=25',
    })
  })

  it('keeps good values and corrects bad ones', () => {
    expect(read('page=3&pageSize=100&status=4&from=2025-01-31&to=2025-02-01')).toMatchObject({
      page: 3,
      pageSize: 100,
      status: 4,
      from: '2025-01-31',
      to: '2025-02-01',
    })
    expect(read('page=0&pageSize=20&status=5&from=2025-13-45&to=igår')).toMatchObject({
      page: 1,
      pageSize: 25,
      status: null,
      from: '',
      to: '',
    })
    expect(read('page=2.5&status=-1').page).toBe(1)
    expect(read('status=').status).toBeNull()
  })

  it('sends a page past the last to page 1 once the page count is known', () => {
    expect(read('page=4', 3).page).toBe(1)
    expect(read('page=3', 3).page).toBe(3)
    expect(read('page=2', 0).page).toBe(1)
    expect(read('page=9', null).page).toBe(9)
  })

  it('writes page and size always, filters when set, and trims the search', () => {
    expect(read('search=%20jacka%20&pageSize=10&status=0').canonical).toBe(
      '?page=1&pageSize=10&status=0&search=jacka',
    )
    expect(
      submissionListSearch({ page: 2, pageSize: 50, status: null, search: '', from: '', to: '2025-03-01' }),
    ).toBe('?page=2&pageSize=50&to=2025-03-01')
  })

  it('sends days as ISO times from the start of from to the end of to', () => {
    const params = submissionFilterParams(read('from=2025-03-01&to=2025-03-01&status=2'))
    expect(params.status).toBe('2')
    const from = new Date(params.from!)
    const to = new Date(params.to!)
    expect(from.toISOString()).toBe(params.from)
    expect(to.getTime() - from.getTime()).toBe(86_400_000 - 1)
    expect(submissionFilterParams(read(''))).toEqual({})
  })
})
