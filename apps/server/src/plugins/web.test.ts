import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.js'
import { loadConfig } from '../config.js'
import { createDb, type Db } from '../db/client.js'
import { createTestDatabase } from '../test/context.js'

const indexHtml = '<!doctype html><html lang="sv"><body><div id="root"></div></body></html>'

let webRoot: string
let database: Awaited<ReturnType<typeof createTestDatabase>>
let db: Db
const apps: FastifyInstance[] = []

async function appWith(root: string): Promise<FastifyInstance> {
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
  })
  const app = await buildApp({ config, db, logger: false, webRoot: root })
  await app.ready()
  apps.push(app)
  return app
}

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'kb-web-'))
  await mkdir(path.join(webRoot, 'assets'))
  await writeFile(path.join(webRoot, 'index.html'), indexHtml)
  await writeFile(path.join(webRoot, 'assets', 'index-Ab12Cd.js'), 'console.log(1)')
  await writeFile(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  database = await createTestDatabase()
  db = createDb(database.url, 4)
})
afterAll(async () => {
  for (const app of apps) await app.close()
  await db.$client.end()
  await database.drop()
  await rm(webRoot, { recursive: true, force: true })
})

describe('serving the built web app', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const app = await appWith(webRoot)
    const res = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd.js' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('console.log(1)')
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('serves index.html at / without caching', async () => {
    const app = await appWith(webRoot)
    const res = await app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(indexHtml)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'")
  })

  it('revalidates other root files', async () => {
    const app = await appWith(webRoot)
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it('answers every app route (and unknown pages) with index.html so the router decides', async () => {
    const app = await appWith(webRoot)
    for (const url of ['/login', '/register/a@b.se', '/shop/123/456?search=jacka', '/no-such-page']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toBe(indexHtml)
      expect(res.headers['cache-control'], url).toBe('no-cache')
    }
    const head = await app.inject({ method: 'HEAD', url: '/about' })
    expect(head.statusCode).toBe(200)
  })

  it('keeps the JSON 404 for unknown API paths and missing assets', async () => {
    const app = await appWith(webRoot)
    for (const url of ['/api/nothing-here', '/API/Nothing', '/api', '/assets/index-old.js']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.json(), url).toEqual({ error: 'not_found', message: 'Adressen finns inte.' })
    }
    const health = await app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(200)
    expect(health.headers['cache-control']).toBe('no-store')
  })

  it('does not serve the app for other methods', async () => {
    const app = await appWith(webRoot)
    const res = await app.inject({ method: 'POST', url: '/login', payload: {} })
    expect(res.statusCode).toBe(404)
  })

  it('serves files of a rebuild made while running', async () => {
    const app = await appWith(webRoot)
    await writeFile(path.join(webRoot, 'assets', 'later-Zz99.css'), 'body{}')
    await writeFile(path.join(webRoot, 'humans.txt'), 'Klädbyte')
    const css = await app.inject({ method: 'GET', url: '/assets/later-Zz99.css' })
    expect(css.statusCode).toBe(200)
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const humans = await app.inject({ method: 'GET', url: '/humans.txt' })
    expect(humans.body).toBe('Klädbyte')
    expect(humans.headers['cache-control']).toBe('no-cache')
  })

  it('never serves files outside the build folder', async () => {
    await writeFile(path.join(path.dirname(webRoot), 'kb-secret.txt'), 'secret')
    const app = await appWith(webRoot)
    for (const url of ['/../kb-secret.txt', '/%2e%2e/kb-secret.txt', '/assets/..%2f..%2fkb-secret.txt']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.body, url).not.toContain('secret')
    }
    await rm(path.join(path.dirname(webRoot), 'kb-secret.txt'))
  })

  it('answers the JSON 404 without a build, and serves one that appears later', async () => {
    const later = path.join(webRoot, 'later')
    const app = await appWith(later)
    const res = await app.inject({ method: 'GET', url: '/login' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'not_found', message: 'Adressen finns inte.' })

    await mkdir(path.join(later, 'assets'), { recursive: true })
    await writeFile(path.join(later, 'index.html'), indexHtml)
    await writeFile(path.join(later, 'assets', 'app-1.js'), '1')
    expect((await app.inject({ method: 'GET', url: '/login' })).body).toBe(indexHtml)
    expect((await app.inject({ method: 'GET', url: '/assets/app-1.js' })).statusCode).toBe(200)
  })
})
