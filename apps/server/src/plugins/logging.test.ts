import { Writable } from 'node:stream'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorsPlugin } from './errors.js'
import { loggerOptions } from './logging.js'

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
