import type { UserDto } from '@kladbyte/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, Route as PagePath, RouterProvider, Routes, useLocation } from 'react-router'
import { vi } from 'vitest'
import { userContextQuery } from '../session'

type Answer = { status?: number; body?: unknown }
/** Answers one call; `query` is the request's search params. */
export type Route = (req: { body: unknown; query: URLSearchParams }) => Answer | Promise<Answer>
export type Call = { method: string; path: string; body: unknown; query: URLSearchParams }

/** Replaces fetch with a route table (`'POST /api/x'` → answer); unknown calls answer 404. */
export function mockApi(routes: Record<string, Route>) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = (init.method ?? 'GET').toUpperCase()
      const url = new URL(String(input), 'http://localhost')
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ method, path: url.pathname, body, query: url.searchParams })
      const route = routes[`${method} ${url.pathname}`]
      const answer = route
        ? await route({ body, query: url.searchParams })
        : { status: 404, body: { error: 'not_found', message: 'Hittades inte.' } }
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return calls
}

/** Shows where the router is, so tests can assert redirects. */
function WhereAmI() {
  const { pathname, search, hash } = useLocation()
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>
}

/**
 * Renders `element` at `path` with a fresh query client (no retries) and, if given, a signed-in user.
 * With `route` (a pattern such as 'admin/orders/:id') the element stands only on that route, so it
 * reads its params and leaves the screen when a link goes elsewhere.
 */
export function renderPage(
  element: ReactNode,
  { path, user, route }: { path: string; user?: UserDto | null; route?: string },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  if (user !== undefined) queryClient.setQueryData(userContextQuery.queryKey, user)
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {route ? (
              <Routes>
                <PagePath path={route} element={element} />
              </Routes>
            ) : (
              element
            )}
            <WhereAmI />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  )
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient }
}

/** A signed-in member without membership unless overridden. */
export function member(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    email: 'anna@example.com',
    firstName: 'Anna',
    lastName: 'Andersson',
    socialSecurityNumber: '198112189876',
    phone: '070-123 45 67',
    address: 'Storgatan 1',
    city: 'Stockholm',
    postalCode: '111 22',
    region: 'Stockholms län',
    country: 'Sverige',
    isAdmin: false,
    emailVerified: true,
    hasSubscription: false,
    points: 1250,
    ...overrides,
  }
}
