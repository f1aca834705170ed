import fc from 'fast-check'

// Values for the fuzz test (fuzz.test.ts): well-formed ones generated from a route's JSON schema,
// and the hostile ones every field is tried with. See docs/decisions/031-route-fuzzing.md.

/** JSON text written as is: numbers JSON.stringify cannot write (-0, 1e999) and 10 000 levels of nesting. */
export class RawJson {
  constructor(readonly text: string) {}
  toJSON() {
    return `<raw ${this.text.length > 60 ? `${this.text.slice(0, 60)}… (${this.text.length} chars)` : this.text}>`
  }
}

const DEPTH = 10_000
export const deepArray = new RawJson(`${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`)
export const deepObject = new RawJson(`${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`)
export const megabyte = 'å'.repeat(512 * 1024) // 1 MB of UTF-8

/** Strings that have broken someone's parser, query, template or log. */
export const nastyStrings: readonly string[] = [
  '',
  ' ',
  'x'.repeat(10_000),
  '\u202Egnalråtnimma\u202C', // right-to-left override
  'مرحبا بالعالم',
  '👩‍👩‍👧‍👦🧥👖',
  'a\u0000b',
  '\u0000',
  '\uD800', // lone high surrogate
  'x\uDFFFy', // lone low surrogate
  'e\u0301\u200B\uFEFF',
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '%_\\',
  '$1; select pg_sleep(0)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: template-injection text, meant literally.
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '=HYPERLINK("http://x")',
  'a\r\nX-Injected: 1',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '-1',
  '0',
  '99999999999999999999999',
  '2024-02-30',
  '-271821-04-20T00:00:00Z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'inte-ett-uuid',
  'A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D',
  '123e4567-e89b-12d3-a456-426614174000-extra',
  '__proto__',
  'constructor',
]

const nastyNumbers: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MIN_VALUE,
]

const nastyOther: readonly unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [null],
  { $gt: '' },
  new RawJson('-0'),
  new RawJson('1e999'),
  new RawJson('-1e999'),
  new RawJson('{"__proto__":{"isAdmin":true}}'),
  new RawJson('{"constructor":{"prototype":{"isAdmin":true}}}'),
]

/** One hostile value: a weird string, number or shape, a huge string or very deep nesting. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 4, arbitrary: fc.constantFrom(...nastyNumbers) },
  { weight: 4, arbitrary: fc.constantFrom(...nastyOther) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(megabyte, deepArray, deepObject) },
)

/** JSON with the RawJson pieces spliced in. */
export function toJson(value: unknown): string {
  const raws: string[] = []
  const text = JSON.stringify(value, function (this: unknown, _key, v) {
    const original = (this as Record<string, unknown>)?.[_key] ?? v
    if (original instanceof RawJson) {
      raws.push(original.text)
      return `\u0000raw${raws.length - 1}\u0000`
    }
    return v
  })
  if (text === undefined) return ''
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_m, i) => raws[Number(i)]!)
}

export type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minItems?: number
  maxItems?: number
  default?: unknown
}

/** What the generator knows of the world: ids that exist, so requests reach the handlers. */
export interface FuzzPools {
  ids: readonly string[]
  /** A small valid image, base64, for upload fields. */
  imageBase64: string
}

const words = fc.constantFrom('Tröja', 'Jacka i ull', 'storlek M', 'Åsa Öberg', 'medlem@example.com', 'Hej!')

function stringArb(schema: JsonSchema, key: string, pools: FuzzPools): fc.Arbitrary<string> {
  const idLike = schema.format === 'uuid' || /id$/i.test(key)
  if (idLike) return fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...pools.ids) }, fc.uuid())
  if (key === 'blob') return fc.oneof(fc.constant(pools.imageBase64), fc.base64String({ maxLength: 200 }))
  if (schema.format === 'email') return fc.oneof(fc.emailAddress(), words)
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length <= (schema.maxLength ?? 1e9))
    } catch {
      // A pattern fast-check cannot generate from: plain strings below.
    }
  }
  const minLength = schema.minLength ?? 0
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40))
  return fc.oneof(
    words.filter((w) => w.length >= minLength && w.length <= maxLength),
    fc.string({ minLength, maxLength }),
  )
}

function numberArb(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? schema.exclusiveMinimum ?? -1e6, -1e6)
  const max = Math.min(schema.maximum ?? schema.exclusiveMaximum ?? 1e6, 1e6)
  if (integer)
    return fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), fc.constantFrom(0, 1, -1))
  return fc.double({ min, max, noNaN: true })
}

/** Values that match the schema (or nearly: patterns and refinements are not all honoured). */
export function fromSchema(
  schema: JsonSchema | undefined,
  pools: FuzzPools,
  key = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 1 })
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => fromSchema(s, pools, key, depth + 1)))
  if (schema.allOf?.length) return fromSchema(schema.allOf[0], pools, key, depth + 1)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      return stringArb(schema, key, pools)
    case 'integer':
      return numberArb(schema, true)
    case 'number':
      return numberArb(schema, false)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array': {
      const minLength = schema.minItems ?? 0
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3))
      return fc.array(fromSchema(schema.items, pools, key, depth + 1), { minLength, maxLength })
    }
    case 'object': {
      const props = schema.properties ?? {}
      const model = Object.fromEntries(
        Object.entries(props).map(([k, s]) => [k, fromSchema(s, pools, k, depth + 1)]),
      )
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in props) })
    }
    default:
      return fc.jsonValue({ maxDepth: 1 })
  }
}

type Path = (string | number)[]

/** Every place in a JSON value (the root included), depth first, at most 64. */
function paths(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  if (out.length >= 64) return out
  out.push(at)
  if (value && typeof value === 'object' && !(value instanceof RawJson)) {
    for (const [k, v] of Object.entries(value)) paths(v, [...at, Array.isArray(value) ? Number(k) : k], out)
  }
  return out
}

function setAt(root: unknown, path: Path, op: 'replace' | 'delete' | 'extra', nasty: unknown): unknown {
  if (path.length === 0) {
    if (op === 'extra' && root && typeof root === 'object' && !Array.isArray(root))
      return { ...root, extra: nasty, isAdmin: true }
    return op === 'delete' ? undefined : nasty
  }
  const copy: Record<string | number, unknown> | unknown[] = Array.isArray(root)
    ? [...root]
    : { ...(root as object) }
  const [head, ...rest] = path
  const target = copy as Record<string | number, unknown>
  if (rest.length === 0 && op === 'delete') {
    if (Array.isArray(copy)) copy.splice(head as number, 1)
    else delete target[head!]
    return copy
  }
  target[head!] = setAt(target[head!], rest, op, nasty)
  return copy
}

/** A valid value with one place replaced by a hostile value, removed, or given extra fields. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), fc.constantFrom('replace', 'replace', 'delete', 'extra'), nastyValue)
    .map(([value, pick, op, nasty]) => {
      const all = paths(value)
      return setAt(value, all[pick % all.length]!, op as 'replace' | 'delete' | 'extra', nasty)
    })
}
