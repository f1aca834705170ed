import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.js'
import { loadConfig } from '../config.js'
import { createDb, type Db } from '../db/client.js'
import { statusByKind } from '../lib/errors.js'
import { createTestDatabase } from '../test/context.js'
import { createUser, sessionHeaders } from '../test/factories.js'

// What the server answers to paths that are not pages (issue 27): a traversal or an unknown file
// is a 404 in the API's error shape, never the app's HTML and never a file's content; every
// refusal's kind is the one its status stands for (lib/errors.ts).

const indexHtml = '<!doctype html><html lang="sv"><body><div id="root"></div></body></html>'
const SECRET = `hemlig-${randomBytes(4).toString('hex')}`
const NOT_FOUND = { error: 'not_found', message: 'Adressen finns inte.' }

let dir: string
let database: Awaited<ReturnType<typeof createTestDatabase>>
let db: Db
let app: FastifyInstance
let origin: string

beforeAll(async () => {
  // <dir>/web is the build, <dir>/data the data folder (media under data/media); secrets beside both.
  dir = await mkdtemp(path.join(os.tmpdir(), 'kb-refusals-'))
  const webRoot = path.join(dir, 'web')
  const dataDir = path.join(dir, 'data')
  await mkdir(path.join(webRoot, 'assets'), { recursive: true })
  await mkdir(path.join(dataDir, 'media', 'products'), { recursive: true })
  await mkdir(path.join(dataDir, 'media-private', 'submissions'), { recursive: true })
  await writeFile(path.join(webRoot, 'index.html'), indexHtml)
  await writeFile(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await writeFile(path.join(webRoot, '.env'), SECRET)
  await writeFile(path.join(dir, 'package.json'), SECRET)
  await writeFile(path.join(dataDir, 'media', '.hidden'), SECRET)
  await writeFile(path.join(dataDir, 'media-private', 'submissions', 'photo.webp'), SECRET)
  database = await createTestDatabase()
  db = createDb(database.url, 4)
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
  })
  app = await buildApp({ config, db, logger: false, webRoot })
  await app.listen({ host: '127.0.0.1', port: 0 })
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await app.close()
  await db.$client.end()
  await database.drop()
  await rm(dir, { recursive: true, force: true })
})

/** A GET with the path sent exactly as written (app.inject and fetch resolve `..` first). */
function rawGet(rawPath: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}/`, { path: rawPath }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => {
        body += chunk
      })
      res.on('end', () =>
        resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

describe('paths that are not pages', () => {
  it('answers a traversal 404 not_found wherever it is tried, without any file content', async () => {
    for (const url of [
      '/assets/../../etc/passwd',
      '/../package.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
      '/media/..%2f..%2fpackage.json',
      '/media/../../package.json',
      '/media/..%2fmedia-private%2fsubmissions%2fphoto.webp',
      '/media/%2e%2e/media-private/submissions/photo.webp',
      '/media/.hidden',
    ]) {
      const res = await rawGet(url)
      expect(res.status, url).toBe(404)
      expect(JSON.parse(res.body), url).toEqual(NOT_FOUND)
      expect(res.body, url).not.toContain(SECRET)
    }
  })

  it('answers 404 to a file that is not in the build, dotfiles first of all', async () => {
    for (const url of [
      '/.env',
      '/.git/config',
      '/.git/HEAD',
      '/wp-login.php',
      '/favicon.ico.bak',
      '/favicon.svg.bak',
      '/wp-admin/setup-config.php',
      '/backup.tar.gz',
      '/shop/../.env',
    ]) {
      const res = await rawGet(url)
      expect(res.status, url).toBe(404)
      expect(JSON.parse(res.body), url).toEqual(NOT_FOUND)
      expect(res.body, url).not.toContain(SECRET)
    }
  })

  it("still answers the app's pages (and its own not-found page) with index.html", async () => {
    for (const url of [
      '/shop',
      '/my-account',
      '/admin/orders/12',
      '/register/anna.svensson%40example.se',
      '/register/anna.svensson@example.se',
      '/no-such-page',
    ]) {
      const res = await rawGet(url)
      expect(res.status, url).toBe(200)
      expect(res.type, url).toMatch(/text\/html/)
      expect(res.body, url).toBe(indexHtml)
    }
    const favicon = await rawGet('/favicon.svg')
    expect(favicon.status).toBe(200)
    expect(favicon.body).toContain('<svg')
  })
})

describe('every refusal carries the kind of its status', () => {
  it('holds over traversals, unknown files and routes, methods, sizes, types, access and addresses', async () => {
    const member = await createUser(db)
    const signedIn = await sessionHeaders(db, member.id)
    const cases: {
      name: string
      status: number
      send: () => Promise<{ statusCode: number; body: string }>
    }[] = [
      { name: 'traversal', status: 404, send: () => raw('/media/..%2f..%2fpackage.json') },
      { name: 'unknown file', status: 404, send: () => raw('/.env') },
      { name: 'unknown API route', status: 404, send: () => inject('GET', '/api/nothing-here') },
      { name: 'method not served', status: 404, send: () => inject('DELETE', '/api/health') },
      { name: 'method on a page', status: 404, send: () => inject('PUT', '/shop') },
      { name: 'no session', status: 401, send: () => inject('GET', '/api/Authentication/validatetoken') },
      {
        name: 'staff only',
        status: 403,
        send: () => inject('GET', '/api/users/paged', { headers: signedIn }),
      },
      { name: 'invalid escape', status: 400, send: () => inject('GET', '/api/orders/%') },
      {
        name: 'address too long',
        status: 414,
        send: () => inject('PUT', `/api/submissions-request/${'x'.repeat(500)}/status/1`),
      },
      {
        name: 'payload too large',
        status: 413,
        send: () =>
          inject('POST', '/api/Authentication/authenticate', {
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ username: 'a'.repeat(2 * 1024 * 1024), password: 'x' }),
          }),
      },
      {
        name: 'unsupported media type',
        status: 415,
        send: () =>
          inject('POST', '/api/Authentication/authenticate', {
            headers: { 'content-type': 'text/xml' },
            payload: '<login/>',
          }),
      },
      {
        name: 'unsatisfiable range',
        status: 416,
        send: () => inject('GET', '/favicon.svg', { headers: { range: 'bytes=999999-' } }),
      },
    ]
    for (const c of cases) {
      const res = await c.send()
      expect(res.statusCode, c.name).toBe(c.status)
      const body = JSON.parse(res.body) as { error: keyof typeof statusByKind; message: string }
      expect(statusByKind[body.error], `${c.name}: ${res.body}`).toBe(c.status)
      expect(body.message, c.name).toMatch(/\S/)
    }
  })
})

type Options = { headers?: Record<string, string>; payload?: string }
const inject = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, opts: Options = {}) =>
  app.inject({ method, url, ...opts })
const raw = async (url: string) => {
  const res = await rawGet(url)
  return { statusCode: res.status, body: res.body }
}
