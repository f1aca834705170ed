import { appendFileSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { Ajv, type ValidateFunction } from 'ajv'
import addFormatsPlugin from 'ajv-formats'
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify'

// Test-only: every answer a test receives from a documented route is checked against the app's own
// OpenAPI document (/api/docs/json): its status is declared, its content type is declared for that
// status, and a JSON body is valid against the declared schema. What does not match is recorded;
// setup.ts fails the test that received it.

type Schema = Record<string, unknown>
interface OpenApiResponse {
  content?: Record<string, { schema?: Schema }>
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, OpenApiResponse> }>>
}

/** Answers that did not match the document, until setup.ts takes them. */
const mismatches: string[] = []

/** The mismatches recorded since the last call (setup.ts fails the running test on any). */
export function takeOpenApiMismatches(): string[] {
  return mismatches.splice(0)
}

const addFormats = addFormatsPlugin as unknown as (ajv: Ajv) => Ajv

/** Fastify's `/api/orders/:id` as OpenAPI writes it: `/api/orders/{id}`. */
const openapiPath = (url: string) => url.replace(/:([^/]+)/g, '{$1}')

const mediaOf = (contentType: unknown) =>
  typeof contentType === 'string' ? contentType.split(';')[0]!.trim().toLowerCase() : undefined

const isJson = (media: string) => media === 'application/json' || media.endsWith('+json')

/**
 * OpenAPI 3.0's `nullable` as plain JSON Schema (a `null` in `type`), so that Ajv reads the
 * document's schemas as they are meant.
 */
function toJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchema)
  if (!value || typeof value !== 'object') return value
  const out: Schema = {}
  for (const [key, child] of Object.entries(value)) out[key] = toJsonSchema(child)
  if (out.nullable === true) {
    delete out.nullable
    if (typeof out.type === 'string') out.type = [out.type, 'null']
    else if (out.type === undefined) return { anyOf: [out, { type: 'null' }] }
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null]
  }
  return out
}

/**
 * One Ajv per document (one per app) with the document added once; each response schema is
 * compiled on first use and kept, so a test file pays for the schemas its calls reach.
 */
interface Checker {
  doc: OpenApiDocument
  ajv: Ajv
  validators: Map<string, ValidateFunction>
}
const checkers = new WeakMap<object, Checker>()
const DOC_ID = 'openapi.json'

function checkerFor(req: FastifyRequest): Checker {
  const source = req.server.swagger() as unknown as object
  let checker = checkers.get(source)
  if (!checker) {
    const doc = toJsonSchema(source) as OpenApiDocument
    // strict: false: the document's own keywords (example, x-…) are not validation keywords.
    const ajv = addFormats(new Ajv({ strict: false, allErrors: true, validateSchema: false }))
    ajv.addFormat('binary', true)
    ajv.addSchema(doc as unknown as Schema, DOC_ID)
    checker = { doc, ajv, validators: new Map() }
    checkers.set(source, checker)
  }
  return checker
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')

interface Answer {
  status: number
  contentType: unknown
  /** The JSON text to validate; `undefined` when the body is not text (a stream, a file) or not known. */
  text?: string
  /** False for an answer without a body (204, HEAD, an empty payload). */
  hasBody: boolean
}

/** What is wrong with an answer of a documented route, or null. */
function mismatchOf(req: FastifyRequest, { status, contentType, text, hasBody }: Answer): string | null {
  const { doc, ajv, validators } = checkerFor(req)
  const path = openapiPath(req.routeOptions.url ?? '')
  const method = req.method === 'HEAD' ? 'get' : req.method.toLowerCase()
  const responses = doc.paths[path]?.[method]?.responses
  if (!responses) return 'the route is not in the document'
  const code = String(status)
  const declared = responses[code] ? code : responses.default ? 'default' : undefined
  if (!declared) return `status ${status} is not declared (declared: ${Object.keys(responses).join(', ')})`
  if (req.method === 'HEAD') return null
  const media = mediaOf(contentType)
  const content = responses[declared]!.content
  if (!hasBody)
    return content ? `status ${status} declares a body (${Object.keys(content).join(', ')}), none came` : null
  if (!content) return `status ${status} declares no body, but one came (${media ?? 'no content type'})`
  if (!media || !content[media]) {
    return `content type ${media ?? '(none)'} is not declared for ${status} (declared: ${Object.keys(content).join(', ')})`
  }
  if (!isJson(media) || text === undefined || !content[media].schema) return null
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return `status ${status} sent ${media} that is not JSON`
  }
  const ref = `${DOC_ID}#/${pointer('paths', path, method, 'responses', declared, 'content', media, 'schema')}`
  let validate = validators.get(ref)
  if (!validate) {
    validate = ajv.compile({ $ref: ref })
    validators.set(ref, validate)
  }
  if (validate(body)) return null
  const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message}`).join('; ')
  return `status ${status} body does not match its schema: ${errors}`
}

function record(req: FastifyRequest, answer: Answer): void {
  const problem = mismatchOf(req, answer)
  if (!problem) return
  const line = `${req.method} ${req.routeOptions.url} → ${answer.status}: ${problem}`
  mismatches.push(line)
  // A survey of the whole suite: every mismatch in one file.
  if (process.env.OPENAPI_MISMATCH_LOG) appendFileSync(process.env.OPENAPI_MISMATCH_LOG, `${line}\n`)
}

const checkedBySend = new WeakSet<ServerResponse>()

function textOf(payload: unknown): { text?: string; hasBody: boolean } {
  if (payload === null || payload === undefined || payload === '') return { hasBody: false }
  if (typeof payload === 'string') return { text: payload, hasBody: true }
  if (Buffer.isBuffer(payload)) return { text: payload.toString('utf8'), hasBody: payload.length > 0 }
  return { hasBody: true }
}

async function onSend(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  checkedBySend.add(reply.raw)
  const status = reply.statusCode
  const body = status === 204 || status === 304 ? { hasBody: false } : textOf(payload)
  record(req, { status, contentType: reply.getHeader('content-type'), ...body })
  return payload
}

/** Answers that bypass onSend (a hijacked reply: the chat's event streams) are checked as their head is written. */
async function onRequest(req: FastifyRequest, reply: FastifyReply) {
  const raw = reply.raw
  const writeHead = raw.writeHead
  raw.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (!checkedBySend.has(raw)) {
      const headers = rest.find((r) => r && typeof r === 'object') as Record<string, unknown> | undefined
      const contentType =
        headers?.['content-type'] ?? headers?.['Content-Type'] ?? raw.getHeader('content-type')
      record(req, { status, contentType, hasBody: status !== 204 && status !== 304 })
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest)
  } as typeof raw.writeHead
}

const asArray = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : ([hooks].flat() as T[]))

/**
 * onRoute hook for a test app: adds the check to every documented route. Not checked: routes
 * hidden from the document (the server-rendered pages, static and media files, the sitemap,
 * metrics) and the OpenAPI UI's own routes under /api/docs, which @fastify/swagger-ui adds.
 */
export function checkAgainstOpenApi(route: RouteOptions): void {
  const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true
  if (hidden || route.url === '/api/docs' || route.url.startsWith('/api/docs/')) return
  route.onRequest = [onRequest, ...asArray(route.onRequest)] as RouteOptions['onRequest']
  route.onSend = [onSend, ...asArray(route.onSend)] as RouteOptions['onSend']
}
