import { afterAll, describe, expect, it, vi } from 'vitest'
import { readListState } from './list-state'
import { statusFilterParams, statusListRules, statusPageParams } from './status-list'

// A staff member abroad: the device's zone is New York's, set before anything below runs (Node
// re-reads TZ when it is assigned). The filters must still mean Swedish days.
const deviceZone = vi.hoisted(() => {
  const before = process.env.TZ
  process.env.TZ = 'America/New_York'
  return before
})
afterAll(() => {
  if (deviceZone === undefined) delete process.env.TZ
  else process.env.TZ = deviceZone
})

const rules = statusListRules([10, 25, 50, 100], 25, 20)
const filter = (query: string) => statusFilterParams(readListState(new URLSearchParams(query), rules))

describe('a staff list filter on a device in New York', () => {
  it('really runs in New York time', () => {
    expect(new Date('2025-01-15T12:00:00Z').getTimezoneOffset()).toBe(300)
    expect(new Date('2025-07-15T12:00:00Z').getTimezoneOffset()).toBe(240)
  })

  it('sends a picked day as 00:00 to 24:00 Stockholm time', () => {
    expect(filter('from=2025-03-01&to=2025-03-01')).toEqual({
      from: '2025-02-28T23:00:00.000Z',
      to: '2025-03-01T22:59:59.999Z',
    })
    expect(filter('from=2025-07-01&to=2025-07-31&status=2')).toEqual({
      status: '2',
      from: '2025-06-30T22:00:00.000Z',
      to: '2025-07-31T21:59:59.999Z',
    })
  })

  it("follows Sweden's clock changes, not New York's (a week apart in spring)", () => {
    // New York moved its clocks on 9 March 2025, Sweden on 30 March.
    expect(filter('from=2025-03-10&to=2025-03-30')).toEqual({
      from: '2025-03-09T23:00:00.000Z',
      to: '2025-03-30T21:59:59.999Z',
    })
    const page = statusPageParams(readListState(new URLSearchParams('from=2025-10-26&to=2025-10-26'), rules))
    expect(Date.parse(page.to!) + 1 - Date.parse(page.from!)).toBe(25 * 3_600_000)
  })
})
