import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.js'
import { loadConfig } from '../config.js'
import { createDb, type Db } from '../db/client.js'
import { mailedToken, registrationForm } from '../modules/users/registration.fixtures.js'
import { createTestDatabase } from '../test/context.js'
import { createUser, sessionHeaders } from '../test/factories.js'

// The mailed links' pages (ADR 047): opening them logs the request line, and a reset link works
// for an hour, so the token must never be in it. A real app with a web build, at trace level.

const lines: string[] = []
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(chunk.toString())
    done()
  },
})

let webRoot: string
let database: Awaited<ReturnType<typeof createTestDatabase>>
let db: Db
let app: FastifyInstance

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'kb-web-'))
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html lang="sv"><div id="root"></div></html>',
  )
  database = await createTestDatabase()
  db = createDb(database.url, 4)
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'trace',
    DATABASE_URL: database.url,
    DATA_DIR: path.join(webRoot, 'data'),
  })
  app = await buildApp({ config, db, logger: false, logStream, webRoot })
  await app.ready()
})
afterAll(async () => {
  await app?.close()
  await db?.$client.end()
  await database?.drop()
  await rm(webRoot, { recursive: true, force: true })
})

describe('the mailed links in the log', () => {
  it('logs the reset, set-password and verification pages with the token cut out', async () => {
    const member = registrationForm()
    expect(
      (await app.inject({ method: 'POST', url: '/api/Users/register', payload: member })).statusCode,
    ).toBe(201)
    const verifyToken = await mailedToken(db, member.email, 'verify-email')
    const lost = await app.inject({
      method: 'POST',
      url: '/api/users/lost-password',
      payload: { email: member.email },
    })
    expect(lost.statusCode).toBeLessThan(300)
    const resetToken = await mailedToken(db, member.email, 'reset-password')
    // 'Lägg till kund': the set-password link of an account staff created (valid for a week).
    const admin = await sessionHeaders(db, (await createUser(db, { isAdmin: true })).id)
    const invited = 'inbjuden.kund@example.com'
    const created = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { firstName: 'Ida', lastName: 'Ek', email: invited },
    })
    expect(created.statusCode).toBe(201)
    const inviteToken = await mailedToken(db, invited, 'reset-password')
    const tokens = [verifyToken, resetToken, inviteToken]
    expect(new Set(tokens).size).toBe(3)

    const pages = [
      `/verify-email/${verifyToken}`,
      `/reset-password/${resetToken}`,
      `/reset-password/${inviteToken}?utm_source=mejl`,
      // The web app's router ignores case, so a retyped link opens the page too.
      `/RESET-PASSWORD/${resetToken}`,
      // A path the web app does not know still reaches the log.
      `/verify-email/${verifyToken}/extra`,
    ]
    for (const url of pages) {
      const page = await app.inject({ method: 'GET', url })
      expect(page.statusCode, url).toBe(200)
      expect(page.body).toContain('<div id="root">')
    }
    // And an API path of the same shape, answered 404 (a mistyped link, a probe).
    expect((await app.inject({ method: 'GET', url: `/api/reset-password/${resetToken}` })).statusCode).toBe(
      404,
    )

    const log = lines.join('')
    for (const token of tokens) expect(log).not.toContain(token)
    expect(log).toContain('"url":"/verify-email/[redacted]"')
    expect(log).toContain('"url":"/reset-password/[redacted]"')
    expect(log).toContain('"url":"/RESET-PASSWORD/[redacted]"')
    expect(log).toContain('"url":"/verify-email/[redacted]/extra"')
    expect(log).toContain('"url":"/api/reset-password/[redacted]"')
  })
})
