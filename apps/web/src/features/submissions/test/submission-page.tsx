import { Toaster } from '../../../components/ui/toaster'
import { type Route as ApiRoute, member, mockApi, renderPage } from '../../../lib/test/render-page'
import { Component as SubmissionPage } from '../routes/submission'

/**
 * Test only: the member's own submission page at its address, signed in, against a server that
 * answers `routes` (anything else is a 404). Every call is recorded in `calls`.
 */
export function openSubmission(id: string, routes: Record<string, ApiRoute>) {
  const calls = mockApi(routes)
  const view = renderPage(
    <>
      <SubmissionPage />
      <Toaster />
    </>,
    { path: `/my-account/submissions/${id}`, route: 'my-account/submissions/:id', user: member() },
  )
  return { ...view, calls }
}
