import type { FastifyRequest, RouteOptions } from 'fastify'
import { forbidden, unauthorized } from '../lib/errors.js'

/**
 * Who may call a route, declared in its options (`config: { access }`):
 * - `public`: anyone;
 * - `member`: a signed-in user, acting on their own data;
 * - `owner`: a signed-in user, on one thing addressed by id; the service answers 404 when the thing
 *   belongs to someone else, so a member cannot even learn that it exists;
 * - `admin`: staff (`users.is_admin` of a verified account): 401 for a visitor, 403 for a member
 *   and for an unverified account, whatever its flag says;
 * - `webhook`: a machine that authenticates otherwise (a signature); no session, no CSRF.
 */
export const ACCESS_LEVELS = ['public', 'member', 'owner', 'admin', 'webhook'] as const
export type Access = (typeof ACCESS_LEVELS)[number]

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
}

/**
 * Routes registered by plugins we do not write (static files, the OpenAPI UI) cannot carry our
 * options; these prefixes, and only these, are declared public for them.
 */
const PLUGIN_ROUTE_PREFIXES = ['/media/', '/assets/', '/api/docs'] as const

const isPluginRoute = (url: string) =>
  PLUGIN_ROUTE_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  )

const routeName = (route: RouteOptions) => `${[route.method].flat().join(',')} ${route.url}`

/**
 * onRoute check: every route declares its access, or the app refuses to start. Plugin routes under
 * the listed prefixes get `public`.
 */
export function requireAccessDeclaration(route: RouteOptions): void {
  const declared = route.config?.access
  if (declared && ACCESS_LEVELS.includes(declared)) {
    documentAccess(route, declared)
    return
  }
  if (declared === undefined && isPluginRoute(route.url)) {
    route.config = { ...route.config, access: 'public' }
    return
  }
  throw new Error(
    `Route ${routeName(route)} has no access declaration: add config: { access: ${ACCESS_LEVELS.map((a) => `'${a}'`).join(' | ')} }`,
  )
}

const accessText: Record<Access, string> = {
  public: 'Åtkomst: alla.',
  member: 'Åtkomst: inloggad medlem.',
  owner: 'Åtkomst: inloggad medlem, bara sina egna (någon annans ger 404).',
  admin: 'Åtkomst: personal (admin).',
  webhook: 'Åtkomst: webhook (signaturen kontrolleras; ingen session).',
}

/** Puts the access into the route's OpenAPI operation: `x-access`, `security`, and the description. */
function documentAccess(route: RouteOptions, access: Access): void {
  const schema = (route.schema ?? {}) as Record<string, unknown>
  if (schema.hide) return
  const signedIn = access === 'member' || access === 'owner' || access === 'admin'
  route.schema = {
    ...schema,
    'x-access': access,
    ...(signedIn ? { security: [{ cookie: [] }, { bearer: [] }] } : {}),
    description: [schema.description, accessText[access]].filter(Boolean).join('\n\n'),
  } as RouteOptions['schema']
}

/** Enforces the route's access for the resolved session; runs in onRequest, before any validation. */
export function enforceAccess(req: FastifyRequest): void {
  const access = req.routeOptions.config.access
  if (access === 'member' || access === 'owner') {
    if (!req.user) throw unauthorized()
  } else if (access === 'admin') {
    if (!req.user) throw unauthorized()
    if (!req.user.isAdmin || !req.user.emailVerified) throw forbidden()
  }
}
