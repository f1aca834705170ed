import { describe, expect, it } from 'vitest'
import { AdminOrderSearchQuery } from './admin-orders.js'
import { ProductSearchQuery } from './catalog.js'
import { isoTime } from './common.js'
import { OrdersExportQuery } from './exports.js'

describe('pagedQuery', () => {
  it('fits a staff list to its offered page sizes, anything else the default', () => {
    expect(AdminOrderSearchQuery.parse({ page: '2', pageSize: '50' })).toMatchObject({
      page: 2,
      pageSize: 50,
    })
    expect(AdminOrderSearchQuery.parse({ pageSize: '30' }).pageSize).toBe(25)
    expect(AdminOrderSearchQuery.parse({})).toMatchObject({ page: 1, pageSize: 25 })
  })

  it('fits the shop to its largest size, and a page to 1…1 000 000', () => {
    expect(ProductSearchQuery.parse({ pageSize: '500' }).pageSize).toBe(100)
    expect(ProductSearchQuery.parse({ pageSize: '0' }).pageSize).toBe(20)
    expect(ProductSearchQuery.parse({ page: '-3' }).page).toBe(1)
    expect(ProductSearchQuery.parse({ page: '9999999' }).page).toBe(1_000_000)
  })

  it('refuses a page that is not a whole number', () => {
    expect(AdminOrderSearchQuery.safeParse({ page: 'två' }).success).toBe(false)
  })
})

describe('isoTime', () => {
  it('takes a time with its offset and says the same Swedish sentence everywhere otherwise', () => {
    expect(isoTime.safeParse('2026-11-28T09:00:00+01:00').success).toBe(true)
    const message = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message
    expect(message(isoTime.safeParse('28/11'))).toBe('Ange datum och tid i ISO-format.')
    expect(message(AdminOrderSearchQuery.safeParse({ from: '28/11' }))).toBe(
      'Ange datum och tid i ISO-format.',
    )
    expect(message(OrdersExportQuery.safeParse({ to: '28/11' }))).toBe('Ange datum och tid i ISO-format.')
  })
})
