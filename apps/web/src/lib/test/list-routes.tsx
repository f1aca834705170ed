import type { CartItemDto, UserDto } from '@kladbyte/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { vi } from 'vitest'

/** A fetch stand-in: `routes['POST /api/orders']` answers that call; unknown calls answer 404. */
export type Route = (req: { body: unknown; headers: Record<string, string> }) => {
  status?: number
  body?: unknown
}

export type Call = { method: string; path: string; body: unknown; headers: Record<string, string> }

/** Replaces fetch with a route table and records every call made. */
export function mockApi(routes: Record<string, Route>) {
  const calls: Call[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase()
    const path = String(input).split('?')[0]!
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
    const headers = (init.headers ?? {}) as Record<string, string>
    calls.push({ method, path, body, headers })
    const route = routes[`${method} ${path}`]
    const answer = route
      ? route({ body, headers })
      : { status: 404, body: { error: 'not_found', message: 'Hittades inte.' } }
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return calls
}

/** A fresh query client (no retries) around the tree, with a router. */
export function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  )
  return { ...view, queryClient }
}

let n = 0
/** A cart line with a fresh id. */
export function line(overrides: Partial<CartItemDto> = {}): CartItemDto {
  n += 1
  return {
    productId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    productName: `Plagg ${n}`,
    productDescription: 'Fin',
    productImageUrl: '',
    categoryId: '11111111-1111-4111-8111-111111111111',
    size: 'M',
    price: 100,
    available: true,
    ...overrides,
  }
}

/** A signed-in member (with membership and 1 000 points unless overridden). */
export function member(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    email: 'medlem@example.com',
    firstName: 'Mia',
    lastName: 'Medlem',
    socialSecurityNumber: '199001011234',
    phone: '0701234567',
    address: 'Storgatan 1',
    city: 'Stockholm',
    postalCode: '11122',
    region: 'Stockholm',
    country: 'Sverige',
    isAdmin: false,
    emailVerified: true,
    hasSubscription: true,
    points: 1000,
    ...overrides,
  }
}

/** Routes for a visitor: no session, CSRF token endpoint answers. */
export const visitorRoutes: Record<string, Route> = {
  'GET /api/Users/UserContext': () => ({
    status: 401,
    body: { error: 'unauthorized', message: 'Logga in.' },
  }),
  'GET /api/csrfToken': () => ({ body: { token: 't' } }),
  'GET /api/category': () => ({ body: [] }),
}

/** Routes for a signed-in member. */
export const memberRoutes = (user: UserDto = member()): Record<string, Route> => ({
  'GET /api/Users/UserContext': () => ({ body: user }),
  'GET /api/csrfToken': () => ({ body: { token: 't' } }),
  'GET /api/category': () => ({ body: [] }),
})
