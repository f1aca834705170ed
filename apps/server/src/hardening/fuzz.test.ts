import fc from 'fast-check'
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { z } from 'zod'
import { statusByKind } from '../lib/errors.js'
import { createSession } from '../plugins/session.store.js'
import { createTestContext, type TestContext } from '../test/context.js'
import { checkInvariants } from './fuzz.invariants.js'
import { type FuzzRequest, type FuzzRoute, requestArb } from './fuzz.requests.js'
import type { JsonSchema } from './fuzz.values.js'
import { buildWorld, type FuzzWorld } from './fuzz.world.js'

// Drives every route of the live route table with generated and mutated input as visitor, member
// and staff (ADR 031). FUZZ_SEED picks another seed, FUZZ_RUNS another number of requests.

const SEED = Number(process.env.FUZZ_SEED ?? 20261124)
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000)

let ctx: TestContext
let app: FastifyInstance
let world: FuzzWorld
const registered: RouteOptions[] = []
const rejections: unknown[] = []
const onRejection = (reason: unknown) => void rejections.push(reason)

beforeAll(async () => {
  process.on('unhandledRejection', onRejection)
  ctx = await createTestContext({}, { onRoute: (route) => void registered.push(route) })
  app = ctx.app
  world = await buildWorld(app, ctx.db)
})

afterAll(async () => {
  process.off('unhandledRejection', onRejection)
  await ctx?.close()
})

function jsonSchema(schema: unknown): JsonSchema | undefined {
  if (!schema) return undefined
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  } catch {
    return undefined
  }
}

/** The live table as the fuzzer sees it: every method of every route but the automatic HEADs. */
function fuzzRoutes(): FuzzRoute[] {
  return registered.flatMap((r) =>
    [r.method]
      .flat()
      .filter((m) => m !== 'HEAD')
      .map((method) => {
        const schema = (r.schema ?? {}) as Record<string, unknown>
        return {
          method,
          url: r.url,
          access: String(r.config?.access),
          params: jsonSchema(schema.params),
          querystring: jsonSchema(schema.querystring),
          body: jsonSchema(schema.body),
          headers: jsonSchema(schema.headers),
        }
      }),
  )
}

async function headersFor(req: FuzzRequest): Promise<Record<string, string>> {
  if (req.as === 'visitor') return {}
  let headers = world.headers[req.as]
  // Logging out ends the session: that call gets a session of its own.
  if (/logout/i.test(req.url)) {
    const s = await createSession(ctx.db, req.as === 'admin' ? world.adminId : world.memberId)
    headers = { cookie: `Authorization=${s.token}`, 'x-csrf-token': s.csrfToken }
  }
  if (req.csrf) return headers
  const { 'x-csrf-token': _left, ...rest } = headers
  return rest
}

interface Answer {
  status: number
  contentType: string
  body: string
}

/** One call; a stream (chat events) is read up to its head and closed. */
async function send(req: FuzzRequest): Promise<Answer> {
  const headers = { ...(await headersFor(req)), ...req.headers }
  if (req.contentType !== undefined) headers['content-type'] = req.contentType
  const stream = /\/events(\?|$)/.test(req.url)
  const res = (await app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers,
    payload: req.payload,
    payloadAsStream: stream,
  })) as LightMyRequestResponse
  const contentType = String(res.headers['content-type'] ?? '')
  if (stream && contentType.startsWith('text/event-stream')) {
    res.raw.res.destroy()
    return { status: res.statusCode, contentType, body: '' }
  }
  if (!stream) return { status: res.statusCode, contentType, body: res.body }
  let body = ''
  for await (const chunk of res.stream()) body += chunk
  return { status: res.statusCode, contentType, body }
}

const KINDS = Object.keys(statusByKind)
// zod's and Fastify's English defaults (a Swedish message has none of these words).
const ENGLISH = /\b(invalid|expected|required|received|unexpected|must|should|body|route|error)\b/i

function parses(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** Why an answer breaks the contract, or null. */
function problem(a: Answer): string | null {
  if (a.status >= 500) return `status ${a.status}: ${a.body.slice(0, 300)}`
  if (a.status < 400)
    return a.contentType.startsWith('application/json') && !parses(a.body) ? 'JSON does not parse' : null
  if (!a.contentType.startsWith('application/json'))
    return `${a.status} as ${a.contentType}: ${a.body.slice(0, 200)}`
  let body: { error?: unknown; message?: unknown }
  try {
    body = JSON.parse(a.body)
  } catch {
    return `${a.status} body is not JSON: ${a.body.slice(0, 200)}`
  }
  if (typeof body.error !== 'string' || !KINDS.includes(body.error))
    return `${a.status} error kind: ${a.body.slice(0, 200)}`
  // The kind names its status (a 403 is never `bad_request`).
  if (statusByKind[body.error as keyof typeof statusByKind] !== a.status)
    return `${a.status} with the kind of another status: ${a.body.slice(0, 200)}`
  if (typeof body.message !== 'string' || !body.message.trim() || ENGLISH.test(body.message))
    return `${a.status} message: ${a.body.slice(0, 200)}`
  return null
}

/** Long strings shortened, so a failure prints a readable request. */
const short = (req: FuzzRequest) =>
  JSON.stringify(req, (_k, v) =>
    typeof v === 'string' && v.length > 300 ? `${v.slice(0, 300)}… (${v.length})` : v,
  )

it(`answers every route without a 5xx and in the error shape (seed ${SEED}, ${RUNS} requests)`, async () => {
  const routes = fuzzRoutes()
  expect(routes.length).toBeGreaterThan(70)
  const perRoute = Math.ceil(RUNS / routes.length)
  const failures: string[] = []
  const statuses = new Map<number, number>()
  let sent = 0

  const took: [string, number][] = []
  for (const [n, route] of routes.entries()) {
    const started = performance.now()
    const result = await fc.check(
      fc.asyncProperty(requestArb(route, world.pools), async (req) => {
        const answer = await send(req)
        sent++
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        const wrong = problem(answer)
        if (wrong) throw new Error(wrong)
      }),
      { seed: SEED + n, numRuns: perRoute, endOnFailure: false, maxSkipsPerRun: 0 },
    )
    took.push([`${route.method} ${route.url}`, performance.now() - started])
    if (result.failed) {
      failures.push(
        `${route.method} ${route.url} (seed ${SEED + n}, path ${result.counterexamplePath}): ${String(
          (result.errorInstance as Error)?.message,
        )}\n  request: ${result.counterexample ? short(result.counterexample[0]) : '?'}`,
      )
    }
  }

  const health = await app.inject({ method: 'GET', url: '/api/health' })
  const fiveXx = [...statuses].filter(([s]) => s >= 500).reduce((sum, [, c]) => sum + c, 0)
  // biome-ignore lint/suspicious/noConsole: the brief asks for the case count at the end of the run.
  console.log(
    `[hardening] fuzz: ${sent} requests over ${routes.length} routes, seed ${SEED}, ${fiveXx} × 5xx` +
      ` (statuses ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, c]) => `${s}×${c}`)
        .join(' ')}; slowest ${took
        .sort(([, a], [, b]) => b - a)
        .slice(0, 5)
        .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
        .join(', ')})`,
  )
  expect(failures, failures.join('\n\n')).toEqual([])
  expect(rejections).toEqual([])
  expect(sent).toBeGreaterThanOrEqual(RUNS)
  expect(health.json()).toEqual({ status: 'ok', database: 'ok' })
  // The callers were still signed in at the end: the requests were not all a visitor's.
  const me = await app.inject({ method: 'GET', url: '/api/Users/UserContext', headers: world.headers.member })
  const staff = await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: world.headers.admin })
  expect([me.statusCode, staff.statusCode]).toEqual([200, 200])
  expect(await checkInvariants(ctx.db)).toEqual([])
}, 300_000)
