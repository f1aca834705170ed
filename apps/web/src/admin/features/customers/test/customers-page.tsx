import type { AdminCustomerDetail, AdminCustomerItem } from '@kladbyte/contract'
import { screen } from '@testing-library/react'
import { member, mockApi, type Route, renderPage } from '../../../../lib/test/render-page'
import { StaffToaster } from '../../../lib/test/staff-toaster'
import { Component as CustomersPage } from '../routes/customers'
export const ASA = 'cccccccc-0000-4000-8000-000000000001'
export const asa: AdminCustomerItem = {
  id: ASA,
  firstName: 'Åsa',
  lastName: 'Öberg',
  email: 'asa@example.com',
  phone: '070-1',
  hasSubscription: true,
  created: '2026-11-02T10:00:00Z',
  deleted: false,
}
export const bo: AdminCustomerItem = {
  ...asa,
  id: 'cccccccc-0000-4000-8000-000000000002',
  firstName: 'Bo',
  lastName: 'Ek',
  hasSubscription: false,
}
export const stats = { total: 40, activeMemberships: 15, inactiveMemberships: 25, newThisMonth: 3 }
export const list = (items: AdminCustomerItem[]) => ({
  body: { items, total: items.length, page: 1, pageSize: 25, totalPages: 1, stats },
})
export const detail: AdminCustomerDetail = {
  ...asa,
  address: 'Storgatan 1',
  city: 'Stockholm',
  region: 'Stockholms län',
  postalCode: '111 22',
  country: 'Sverige',
  personnummer: '198112189876',
  emailVerified: false,
  isAdmin: false,
  points: 30,
  pointsHistory: [
    {
      id: 2,
      delta: 20,
      reason: 'adjustment',
      note: 'Bonus för fin inlämning',
      by: 'Stina Staff',
      created: '2026-11-03T10:00:00Z',
    },
    { id: 1, delta: 10, reason: 'welcome', note: null, by: null, created: '2026-11-02T10:00:00Z' },
  ],
  orders: [
    {
      id: 'dddddddd-0000-4000-8000-000000000001',
      orderNumber: 1042,
      status: 2,
      created: '2026-11-04T10:00:00Z',
    },
  ],
  submissions: [
    {
      id: 'eeeeeeee-0000-4000-8000-000000000001',
      title: 'Vårrensning',
      status: 1,
      created: '2026-11-05T10:00:00Z',
    },
  ],
}

export function open(path: string, routes: Record<string, Route> = {}, staff = member({ isAdmin: true })) {
  const calls = mockApi({
    'GET /api/users/paged': () => list([asa, bo]),
    [`GET /api/users/${ASA}`]: () => ({ body: detail }),
    ...routes,
  })
  renderPage(
    <>
      <CustomersPage />
      <StaffToaster />
    </>,
    { path, user: staff },
  )
  return calls
}
export const location = () => screen.getByTestId('location').textContent
export const listCalls = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((c) => c.path === '/api/users/paged')
