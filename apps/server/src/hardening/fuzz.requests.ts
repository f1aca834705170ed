import fc from 'fast-check'
import {
  type FuzzPools,
  fromSchema,
  type JsonSchema,
  mutated,
  nastyStrings,
  nastyValue,
  RawJson,
  toJson,
} from './fuzz.values.js'

// Requests for the fuzz test: per route, who calls, the path parameters, the query, the body and
// its content type, each well-formed, mutated or junk.

export type Identity = 'visitor' | 'member' | 'admin'

/** A route of the live table with its input schemas as JSON Schema. */
export interface FuzzRoute {
  method: string
  url: string
  access: string
  params?: JsonSchema
  querystring?: JsonSchema
  body?: JsonSchema
  headers?: JsonSchema
}

export interface FuzzRequest {
  as: Identity
  /** false: the CSRF header is left out (a signed-in caller then gets 403 on writes). */
  csrf: boolean
  method: string
  url: string
  contentType?: string
  payload?: string
  /** Headers the route reads (its headers schema), well-formed or not. */
  headers?: Record<string, string>
}

/** Already percent-encoded path or query pieces: invalid escapes, encoded NUL and slashes. */
const rawPieces = ['%', '%ZZ', '%E0%A4%A', '%ED%A0%80', '%00', '..%2F..%2Fetc%2Fpasswd', '%C0%AF', '%FF%FE']

/** Percent-encodes every code unit; a lone surrogate becomes the (invalid) bytes of its code point. */
export function encode(text: string): string {
  let out = ''
  for (const char of text) {
    try {
      out += encodeURIComponent(char)
    } catch {
      const c = char.charCodeAt(0)
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('')
    }
  }
  return out
}

const asText = (v: unknown): string =>
  typeof v === 'string' ? v : v instanceof RawJson ? v.text : v === undefined ? '' : toJson(v)

function paramArb(name: string, schema: JsonSchema | undefined, pools: FuzzPools): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fromSchema(schema ?? { type: 'string' }, pools, name).map((v) => encode(asText(v))),
    },
    { weight: 2, arbitrary: fc.constantFrom(...nastyStrings).map(encode) },
    { weight: 1, arbitrary: fc.constantFrom(...rawPieces) },
    { weight: 1, arbitrary: fc.constantFrom('-1', '0', '1e308', 'NaN', '999999999999999999999') },
  )
}

function pathArb(route: FuzzRoute, pools: FuzzPools): fc.Arbitrary<string> {
  const parts = route.url.split('/').map((part) => {
    if (part.startsWith(':')) return paramArb(part.slice(1), route.params?.properties?.[part.slice(1)], pools)
    if (part === '*')
      return fc.oneof(
        fc.constantFrom('', 'a.png', 'products/x/320.webp', '..%2F..%2Fpackage.json', 'index.html', '%00'),
        fc.array(paramArb('x', undefined, pools), { maxLength: 3 }).map((a) => a.join('/')),
      )
    return fc.constant(part)
  })
  return fc.tuple(...parts).map((p) => p.join('/'))
}

function serializeQuery(value: unknown): string {
  if (!value || typeof value !== 'object' || value instanceof RawJson || Array.isArray(value))
    return `q=${encode(asText(value))}`
  const pairs: string[] = []
  for (const [k, v] of Object.entries(value)) {
    for (const item of Array.isArray(v) ? v : [v]) pairs.push(`${encode(k)}=${encode(asText(item))}`)
  }
  return pairs.join('&')
}

function queryArb(route: FuzzRoute, pools: FuzzPools): fc.Arbitrary<string> {
  const valid = route.querystring
    ? fromSchema(route.querystring, pools)
    : fc.constant<Record<string, unknown>>({ page: 1 })
  return fc
    .oneof(
      { weight: 4, arbitrary: valid.map(serializeQuery) },
      { weight: 4, arbitrary: mutated(valid).map(serializeQuery) },
      { weight: 1, arbitrary: fc.constantFrom(...rawPieces).map((p) => `page=${p}&${p}=1`) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('page=-1&pageSize=0', 'page=1&page=2', 'a[b][c]=1&__proto__[x]=1', '&&=&'),
      },
      { weight: 1, arbitrary: fc.constant('') },
    )
    .map((q) => (q ? `?${q}` : ''))
}

const malformedJson = [
  '{"trasig json',
  '{',
  '[',
  '"',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  '{"a":1}{"b":2}',
  '\uFEFF{}',
  '\u0000',
  '',
]

const contentTypes = fc.oneof(
  { weight: 12, arbitrary: fc.constant<string | undefined>('application/json') },
  {
    weight: 4,
    arbitrary: fc.constantFrom<string | undefined>(
      undefined,
      '',
      'application/json; charset=utf-8',
      'application/json; charset=iso-8859-1',
      'APPLICATION/JSON',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=----gräns',
      'application/xml',
      'image/png',
    ),
  },
)

function bodyArb(
  route: FuzzRoute,
  pools: FuzzPools,
): fc.Arbitrary<{ contentType?: string; payload?: string }> {
  const valid = route.body ? fromSchema(route.body, pools) : fc.constant<unknown>({})
  const text = fc.oneof(
    { weight: 3, arbitrary: valid.map(toJson) },
    { weight: 6, arbitrary: mutated(valid).map(toJson) },
    { weight: 2, arbitrary: nastyValue.map(toJson) },
    { weight: 2, arbitrary: fc.constantFrom(...malformedJson) },
  )
  return fc.oneof(
    { weight: 12, arbitrary: text.map((payload) => ({ contentType: 'application/json', payload })) },
    { weight: 4, arbitrary: fc.record({ contentType: contentTypes, payload: text }) },
    { weight: 1, arbitrary: fc.constant({}) },
  )
}

/** Values for the headers a route declares; only what a client can send (visible ASCII). */
function headersArb(route: FuzzRoute, pools: FuzzPools): fc.Arbitrary<Record<string, string>> {
  const props = route.headers?.properties ?? {}
  const printable = (v: string) => /^[\x20-\x7e]*$/.test(v)
  const model = Object.fromEntries(
    Object.entries(props).map(([name, schema]) => [
      name,
      fc
        .oneof(
          fromSchema(schema, pools, name).map(asText),
          fc.constantFrom(...nastyStrings),
          fc.constant('x'.repeat(300)),
        )
        .filter(printable),
    ]),
  )
  return fc.record(model, { requiredKeys: [] }) as fc.Arbitrary<Record<string, string>>
}

/** Who calls: mostly someone the route lets in, so the input gets past access to the handler. */
function identityArb(access: string): fc.Arbitrary<Identity> {
  const weights: Record<Identity, number> =
    access === 'admin'
      ? { visitor: 1, member: 1, admin: 8 }
      : access === 'member' || access === 'owner'
        ? { visitor: 1, member: 6, admin: 3 }
        : access === 'webhook'
          ? { visitor: 1, member: 0, admin: 0 }
          : { visitor: 4, member: 3, admin: 3 }
  return fc.oneof(
    ...(Object.entries(weights) as [Identity, number][])
      .filter(([, w]) => w > 0)
      .map(([who, weight]) => ({ weight, arbitrary: fc.constant(who) })),
  )
}

/** Every request the fuzzer may send to one route. */
export function requestArb(route: FuzzRoute, pools: FuzzPools): fc.Arbitrary<FuzzRequest> {
  const hasBody = !['GET', 'HEAD'].includes(route.method)
  return fc
    .record({
      as: identityArb(route.access),
      csrf: fc.oneof({ weight: 19, arbitrary: fc.constant(true) }, fc.constant(false)),
      path: pathArb(route, pools),
      query: queryArb(route, pools),
      body: hasBody ? bodyArb(route, pools) : fc.constant({}),
      headers: headersArb(route, pools),
    })
    .map(({ as, csrf, path, query, body, headers }) => ({
      as,
      csrf,
      method: route.method,
      url: path + query,
      ...body,
      ...(Object.keys(headers).length ? { headers } : {}),
    }))
}
