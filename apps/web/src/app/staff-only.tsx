import type { QueryClient } from '@tanstack/react-query'
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from 'react'
import { Spinner } from '../components/ui/spinner'
import { userContextQuery } from '../lib/session'
import { RequireAdmin } from './guards'
import { queryClient } from './providers'

type RouteModule = { Component: ComponentType } | { element: ReactNode }

/**
 * Wraps the `lazy` of a route under /admin so that only a session that says admin downloads staff
 * code (issue 16: a member's browser never loads the back-office). React Router calls `lazy` of
 * every matched route when a navigation starts, before any guard renders, so `RequireAdmin` alone
 * comes too late. The session is the guards' own query on the app's query client.
 *
 * A visitor or member gets a stand-in that renders `RequireAdmin` (to /login or /) and imports
 * nothing. React Router keeps a route's lazy answer for as long as the router lives, so the
 * stand-in loads the real page itself if this tab later signs in as staff (no reload on login).
 */
export function staffOnly(load: () => Promise<RouteModule>, client: QueryClient = queryClient) {
  return async (): Promise<RouteModule> => {
    const user = await client.fetchQuery(userContextQuery).catch(() => null)
    if (user?.isAdmin) return load()
    const page = lazy(async () => {
      const loaded = await load()
      return { default: 'Component' in loaded ? loaded.Component : () => loaded.element }
    })
    return { element: <StandIn page={page} /> }
  }
}

function StandIn({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  return (
    <RequireAdmin>
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    </RequireAdmin>
  )
}
