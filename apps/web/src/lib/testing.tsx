import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router'
import { vi } from 'vitest'

/** Test helpers only (imported by *.test.tsx, never by the app). */

/** Nothing to show while a lazy route loads. */
const HydrateFallback = () => null

/** Renders `routes` at `url` with a fresh query cache (no retries); returns the router to inspect. */
export function renderRoutes(routes: RouteObject[], url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [...routes, { path: '*', element: <p>other page</p> }].map((r) => ({
      HydrateFallback,
      ...r,
    })),
    { initialEntries: [url] },
  )
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient }
}

export interface FakeRequest {
  method: string
  path: string
  body: unknown
  headers: Record<string, string>
}

/** A JSON answer with a status, for `mockApi` handlers. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/**
 * Replaces global fetch: `handler` gets method, path (lower-cased) and parsed body and returns a
 * Response, or undefined for a 404. Every call is recorded in `calls`.
 */
export function mockApi(handler: (req: FakeRequest) => Response | undefined | Promise<Response | undefined>) {
  const calls: FakeRequest[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      const headers = Object.fromEntries(new Headers(init?.headers).entries())
      const req = { method: init?.method ?? 'GET', path: url.pathname.toLowerCase(), body, headers }
      calls.push(req)
      return (await handler(req)) ?? json(404, { error: 'not_found', message: 'Adressen finns inte.' })
    }),
  )
  return calls
}
