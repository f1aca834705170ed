import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { validatorCompiler } from './validation.js'

const validate = (schema: z.ZodType, data: unknown) =>
  validatorCompiler({ schema, method: 'POST', url: '/x', httpPart: 'body' })(data) as {
    value?: unknown
    error?: { instancePath: string; message: string }[]
  }

describe('validatorCompiler', () => {
  const Body = z.object({
    name: z.string({ error: 'Fyll i ditt namn.' }).min(1, 'Fyll i ditt namn.'),
    age: z.number().int().min(0),
    tags: z.array(z.string()).max(2),
  })

  it("keeps a schema's own message and gives every other issue a Swedish one, never zod's English", () => {
    const { error } = validate(Body, { age: 'tio', tags: ['a', 'b', 'c'] })
    expect(error?.map((e) => [e.instancePath, e.message])).toEqual([
      ['/name', 'Fyll i ditt namn.'],
      ['/age', 'age saknas eller är ogiltigt.'],
      ['/tags', 'tags är ogiltigt.'],
    ])
  })

  it('names a body that is not an object at all as an invalid request', () => {
    expect(validate(Body, 'hej').error?.[0]?.message).toBe('Ogiltig begäran.')
  })

  it('passes the parsed value on', () => {
    expect(validate(Body, { name: 'Ada', age: 3, tags: [], extra: 1 })).toEqual({
      value: { name: 'Ada', age: 3, tags: [] },
    })
  })

  it('refuses a NUL character anywhere in the input (PostgreSQL cannot store it: found by the fuzz test)', () => {
    const { error } = validate(Body, { name: 'Ada', age: 3, tags: ['ok', 'a\u0000b'] })
    expect(error?.map((e) => [e.instancePath, e.message])).toEqual([
      ['/tags/1', 'tags.1 innehåller otillåtna tecken.'],
    ])
    expect(validate(z.string(), '\u0000').error?.[0]?.message).toBe('Texten innehåller otillåtna tecken.')
  })
})
