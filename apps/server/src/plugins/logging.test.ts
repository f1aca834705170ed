import { readFileSync } from 'node:fs'
import { Writable } from 'node:stream'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorsPlugin } from './errors.js'
import { loggerOptions, SECRET_PATH_PREFIXES } from './logging.js'

const lines: string[] = []
const stream = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(chunk.toString())
    done()
  },
})
const app = Fastify({ logger: loggerOptions('trace', stream) })

beforeAll(async () => {
  await app.register(errorsPlugin)
  app.post('/fel', async () => {
    // A failed insert: drizzle puts the parameters in its message, PostgreSQL the key in `detail`.
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      code: '23505',
      detail: 'Key (email)=(kanarie@example.com) already exists.',
    })
    throw new DrizzleQueryError(
      'insert into users (email, personnummer) values ($1, $2)',
      ['kanarie@example.com', '198506122343'],
      cause,
    )
  })
  // A page of a mailed link that fails: the URL is in the error's message and stack.
  app.get('/reset-password/:token', async (req) => {
    throw new Error(`could not show ${req.url}`)
  })
  await app.ready()
})
afterAll(() => app.close())

describe('the server log', () => {
  it('keeps a failed query and its cause but not their data, nor the query string, body or cookies', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/fel?email=kanarie%40example.com&token=hemlig-kod',
      headers: { cookie: 'Authorization=sessionstoken', 'x-csrf-token': 'csrfvarde' },
      payload: { password: 'Hemligt123', socialSecurityNumber: '198506122343' },
    })
    expect(res.statusCode).toBe(500)
    const log = lines.join('')
    expect(log).toContain('Failed query: insert into users')
    expect(log).toContain('duplicate key value')
    expect(log).toContain('"code":"23505"')
    expect(log).toContain('"url":"/fel"')
    for (const secret of [
      'kanarie',
      '198506122343',
      'hemlig-kod',
      'sessionstoken',
      'csrfvarde',
      'Hemligt123',
    ]) {
      expect(log, secret).not.toContain(secret)
    }
  })
})

describe('secret paths in the log (ADR 047)', () => {
  it('cuts the token from an error and a not-found on a mailed link', async () => {
    const failed = await app.inject({ method: 'GET', url: '/reset-password/hemligt-aterstallning' })
    expect(failed.statusCode).toBe(500)
    const missing = await app.inject({ method: 'GET', url: '/verify-email/hemlig-verifiering/x' })
    expect(missing.statusCode).toBe(404)
    const log = lines.join('')
    expect(log).toContain('could not show /reset-password/[redacted]')
    expect(log).toContain('"url":"/verify-email/[redacted]/x"')
    expect(log).not.toContain('hemligt-aterstallning')
    expect(log).not.toContain('hemlig-verifiering')
  })

  it('covers every web page whose path holds a token', () => {
    // The web app's route table: a new page with a `:token` (or code, secret, key) parameter
    // must be listed in SECRET_PATH_PREFIXES before this passes.
    const router = readFileSync(new URL('../../../web/src/app/router.tsx', import.meta.url), 'utf8')
    const paths = [...router.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!)
    expect(paths).toContain('reset-password/:token')
    const secret = paths.filter((p) => /:(\w*(token|code|secret|key))\b/i.test(p))
    expect(secret.length).toBeGreaterThan(0)
    for (const p of secret) {
      const before = p.slice(0, p.indexOf('/:')).split('/').at(-1)
      expect(SECRET_PATH_PREFIXES, p).toContain(before)
    }
  })
})
