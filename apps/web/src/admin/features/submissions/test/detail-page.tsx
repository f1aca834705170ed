import type { AdminSubmissionDto, CategoryTreeNodeDto, UserDto } from '@kladbyte/contract'
import { type Route as ApiRoute, member, mockApi, renderPage } from '../../../../lib/test/render-page'
import { item, submission } from '../../../../lib/test/submission-fixtures'
import { StaffToaster } from '../../../lib/test/staff-toaster'
import { Component as SubmissionPage } from '../routes/submission'

/** Test only: the staff detail page against a stubbed server, and the data it answers with. */

export const DAM = 'eeeeeeee-0000-4000-8000-000000000001'
export const JACKOR = 'eeeeeeee-0000-4000-8000-000000000002'
export const tree: CategoryTreeNodeDto[] = [
  { id: DAM, name: 'Dam', depth: 0, isLeaf: false, count: 0, display: true },
  { id: JACKOR, name: 'Jackor', depth: 1, isLeaf: true, count: 0, display: true },
]
export const guide = [{ categoryId: JACKOR, categoryName: 'Dam › Jackor', points: 120 }]
export const customer = {
  id: '33333333-3333-4333-8333-333333333333',
  firstName: 'Anna',
  lastName: 'Andersson',
  email: 'anna@example.com',
  phone: '070-123 45 67',
}

/** The signed-in staff member: not the submissions' owner (an owner is its member on the chat). */
export const staffUser = member({
  id: '44444444-4444-4444-8444-444444444444',
  isAdmin: true,
  firstName: 'Karin',
  lastName: 'Personal',
  email: 'karin@example.com',
  phone: '08-123 45 67',
})

export const staffView = (overrides: Partial<AdminSubmissionDto> = {}): AdminSubmissionDto => ({
  ...submission(1, { status: 1, items: [item(1, 1), item(1, 2)] }),
  customer,
  emails: [],
  ...overrides,
})

/** The page with a server whose answers the test sets; every call is recorded. */
export function openDetail(
  initial: AdminSubmissionDto,
  extra: Record<string, ApiRoute> = {},
  user: UserDto = staffUser,
) {
  let current = initial
  const calls = mockApi({
    [`GET /api/submissions-request/${initial.id}`]: () => ({ body: current }),
    [`GET /api/chat/${initial.id}`]: () => ({ body: [] }),
    'GET /api/category/tree': () => ({ body: tree }),
    'GET /api/points-guide': () => ({ body: guide }),
    ...extra,
  })
  renderDetail(initial.id, user)
  return { calls, set: (next: AdminSubmissionDto) => (current = next) }
}

/** The staff detail page of submission `id`, with the staff toaster, against whatever fetch is stubbed. */
export function renderDetail(id: string, user: UserDto = staffUser) {
  return renderPage(
    <>
      <SubmissionPage />
      <StaffToaster />
    </>,
    { path: `/admin/submissions/${id}`, route: 'admin/submissions/:id', user },
  )
}

/** The calls of `method` whose path ends with `suffix`. */
export const sent = (calls: ReturnType<typeof mockApi>, method: string, suffix: string) =>
  calls.filter((c) => c.method === method && c.path.endsWith(suffix))
