import { type ChildProcess, spawn } from 'node:child_process'
import { readFile, rm } from 'node:fs/promises'
import http from 'node:http'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb, type Db } from '../../db/client.js'
import { createCategory, createProduct } from '../../modules/catalog/catalog.fixtures.js'
import { seedSubmission } from '../../modules/submissions/submissions.fixtures.js'
import { createTestDatabase } from '../../test/context.js'
import { createUser, sessionHeaders } from '../../test/factories.js'
import { blackPng, jpegWithGps, noiseJpeg, POLYGLOT_TAIL } from './media.hostile.fixtures.js'

// The memory bound of ADR 032: the real server, as its own process, takes 20 hostile uploads at
// once and its peak resident memory (the kernel's VmHWM, so no sampling can miss a spike) stays
// under RSS_BOUND_MB.

/** The stated bound, in ADR 032 and the README. */
const RSS_BOUND_MB = 600
const serverEntry = fileURLToPath(new URL('../../server.ts', import.meta.url))
const serverDir = fileURLToPath(new URL('../../..', import.meta.url))

let database: Awaited<ReturnType<typeof createTestDatabase>>
let db: Db
let child: ChildProcess
let output = ''
let baseUrl = ''
const dataDir = path.join(tmpdir(), `kb-memory-${process.pid}-${Date.now()}`)

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address()
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0))
    })
  })
}

/** Peak and current resident memory of a process, in MB, as the kernel counts them. */
async function memoryOf(pid: number): Promise<{ peak: number; now: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1])
  return { peak: kb('VmHWM') / 1024, now: kb('VmRSS') / 1024 }
}

/**
 * A JSON POST over a real socket. A body the server refuses for its size is answered before it
 * has all been sent; the answer counts, the write error that follows does not.
 */
function post(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(body.length) },
    })
    let answered = false
    req.on('response', (res) => {
      answered = true
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }))
      res.on('error', reject)
    })
    req.on('error', (err) => {
      if (!answered) reject(err)
    })
    req.end(body)
  })
}

async function waitForHealth(): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`)
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 200))
  }
}

beforeAll(async () => {
  database = await createTestDatabase()
  db = createDb(database.url, 2)
  const port = await freePort()
  baseUrl = `http://127.0.0.1:${port}`
  // From source, as `npm run dev` runs it: unit tests run before anything is built.
  child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', serverEntry], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const collect = (c: Buffer) => {
    output += c.toString()
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  await waitForHealth()
}, 60_000)

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGTERM')
    await exited
  }
  await db?.$client.end()
  await database?.drop()
  await rm(dataDir, { recursive: true, force: true })
})

describe('20 hostile uploads at once', () => {
  it(`keep the server's peak memory under ${RSS_BOUND_MB} MB, and every one gets its answer`, async () => {
    const admin = await sessionHeaders(db, (await createUser(db, { isAdmin: true })).id)
    const memberId = (await createUser(db)).id
    const member = await sessionHeaders(db, memberId)
    const categoryId = (await createCategory(db, { name: 'Dam' })).id

    const json = (blob: Buffer, extra: object) =>
      Buffer.from(JSON.stringify({ ...extra, main: false, blob: blob.toString('base64') }))
    const big = await noiseJpeg(4000, 3000)
    const kinds = {
      bomb: { file: blackPng(30_000, 30_000), status: 413 },
      // Just under the 40-megapixel limit: decoded for real.
      nearLimit: { file: blackPng(6_000, 6_600), status: 201 },
      bigPhoto: { file: big, status: 201 },
      oversized: { file: Buffer.concat([big, Buffer.alloc(16 * 1024 * 1024 - big.length, 1)]), status: 413 },
      polyglot: { file: Buffer.concat([await noiseJpeg(), POLYGLOT_TAIL]), status: 201 },
      gps: { file: await jpegWithGps(), status: 201 },
    }
    const mix: (keyof typeof kinds)[] = ['bomb', 'nearLimit', 'bigPhoto', 'oversized', 'polyglot', 'gps']
    const uploads = await Promise.all(
      Array.from({ length: 20 }, async (_, n) => {
        const kind = mix[n % mix.length]!
        if (n % 2 === 0) {
          const productId = (await createProduct(db, { name: `Plagg ${n}`, categoryId })).id
          const body = json(kinds[kind].file, { productId })
          return { kind, url: `/api/products/image/${productId}`, headers: admin, body }
        }
        const itemId = (await seedSubmission(db, memberId, { items: [{}] })).items[0]!.id
        const body = json(kinds[kind].file, { submissionRequestItemId: itemId, imageUrl: '' })
        return { kind, url: `/api/submissions-request/item/${itemId}/images`, headers: member, body }
      }),
    )

    const before = await memoryOf(child.pid!)
    const answers = await Promise.all(uploads.map((u) => post(u.url, u.headers, u.body)))
    const after = await memoryOf(child.pid!)
    console.info(
      `[hardening] uploads memory: 20 hostile uploads at once, server RSS ${before.now.toFixed(0)} MB before, ` +
        `peak ${after.peak.toFixed(0)} MB (bound ${RSS_BOUND_MB} MB)`,
    )

    expect(answers.map((a, n) => [uploads[n]!.kind, a.status])).toEqual(
      uploads.map((u) => [u.kind, kinds[u.kind].status]),
    )
    for (const a of answers.filter((x) => x.status >= 400)) {
      expect(JSON.parse(a.body)).toEqual({
        error: 'payload_too_large',
        message: expect.stringMatching(/för/),
      })
    }
    expect(after.peak).toBeLessThan(RSS_BOUND_MB)
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200)
  }, 120_000)
})
