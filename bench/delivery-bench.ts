import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib'
import { createDb, endPool, runMigrations } from '../apps/server/src/db/client.js'
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.js'
import { seedLargeCatalogue } from '../apps/server/src/seed/large.js'

const PRODUCTS = 5_000
const TIMED = 100
const print = (line = '') => process.stdout.write(`${line}\n`)
const serverEntry = fileURLToPath(new URL('../apps/server/dist/server.js', import.meta.url))
const webIndex = fileURLToPath(new URL('../apps/web/dist/index.html', import.meta.url))

interface Wire {
  bytes: Buffer
  encoding: string
  ms: number
}

/** One GET as a browser would send it, the body exactly as it came over the socket (not decoded). */
function fetchRaw(url: string, acceptEncoding: string): Promise<Wire> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`))
          const encoding = String(res.headers['content-encoding'] ?? 'identity')
          resolve({ bytes: Buffer.concat(chunks), encoding, ms: performance.now() - started })
        })
      })
      .on('error', reject)
  })
}

const decode = (w: Wire) =>
  w.encoding === 'br' ? brotliDecompressSync(w.bytes) : w.encoding === 'gzip' ? gunzipSync(w.bytes) : w.bytes

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

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!

/** Raw, gzip and br sizes of each URL; the timing of `timed` for identity and br. */
async function measure(baseUrl: string, targets: [string, string][], timed: string): Promise<void> {
  print(`${'what'.padEnd(30)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'br'.padStart(10)}  br/raw`)
  for (const [label, url] of targets) {
    const [raw, gz, br] = await Promise.all(['identity', 'gzip', 'br'].map((e) => fetchRaw(baseUrl + url, e)))
    for (const w of [gz!, br!]) {
      if (!decode(w).equals(raw!.bytes))
        throw new Error(`${url}: ${w.encoding} does not decode to the original`)
    }
    const ratio = `${((br!.bytes.length / raw!.bytes.length) * 100).toFixed(0)} %`
    print(
      `${label.padEnd(30)} ${kb(raw!.bytes.length).padStart(10)} ${kb(gz!.bytes.length).padStart(10)} ${kb(br!.bytes.length).padStart(10)}  ${ratio.padStart(6)}` +
        `  (${gz!.encoding}, ${br!.encoding})`,
    )
  }
  // Round by round, so a change in the machine's load touches every encoding alike.
  const encodings = ['identity', 'br', 'gzip']
  const times: Record<string, number[]> = { identity: [], br: [], gzip: [] }
  for (let i = 0; i < TIMED; i++) {
    // Each round starts with another encoding: no encoding always follows the same one.
    for (let j = 0; j < encodings.length; j++) {
      const e = encodings[(i + j) % encodings.length]!
      times[e]!.push((await fetchRaw(baseUrl + timed, e)).ms)
    }
  }
  print()
  for (const e of encodings) {
    print(`search answer over HTTP, ${e.padEnd(8)} median of ${TIMED}: ${median(times[e]!).toFixed(2)} ms`)
  }
  // The compressor's own CPU time on that answer, in this process: why on-the-fly levels are low.
  const body = (await fetchRaw(baseUrl + timed, 'identity')).bytes
  const levels: [string, () => Buffer][] = [
    ['br quality 4 (on the fly)', () => brotliCompressSync(body, brotliLevel(4))],
    ['br quality 11 (build)', () => brotliCompressSync(body, brotliLevel(11))],
    ['gzip level 6 (on the fly)', () => gzipSync(body, { level: 6 })],
    ['gzip level 9 (build)', () => gzipSync(body, { level: 9 })],
  ]
  for (const [label, run] of levels) {
    const cpu: number[] = []
    let size = 0
    for (let i = 0; i < TIMED; i++) {
      const t = performance.now()
      size = run().length
      cpu.push(performance.now() - t)
    }
    print(`compress the search answer, ${label.padEnd(26)} ${median(cpu).toFixed(2)} ms → ${kb(size)}`)
  }
}

const brotliLevel = (quality: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: quality } })

export async function runDeliveryBench(): Promise<number> {
  for (const file of [serverEntry, webIndex]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`)
  }
  const html = await readFile(webIndex, 'utf8')
  const script = html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1]
  const style = html.match(/<link rel="stylesheet"[^>]*href="([^"]+)"/)?.[1]
  if (!script || !style) throw new Error('index.html names no entry script or stylesheet')

  print(`bench:delivery — ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}`)
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kb-delivery-'))
  await chmod(dir, 0o755)
  await mkdir(path.join(dir, 'app', 'data', 'media'), { recursive: true })
  const cluster = await startEmbeddedPostgres(path.join(dir, 'db'))
  const db = createDb(cluster.url, 4)
  let child: ReturnType<typeof spawn> | null = null
  try {
    await runMigrations(db)
    await seedLargeCatalogue(db, PRODUCTS)
    // Three photos per garment as the shop has them (rows only: the answer carries their URLs).
    await db.$client.query(
      `insert into product_images (product_id, position, main, storage_key, widths, width, height)
       select p.id, i, i = 0, 'products/' || md5(p.id::text || i), '{320,640,1024}', 1024, 1280
       from products p, generate_series(0, 2) i`,
    )
    await endPool(db)
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    child = spawn(process.execPath, [serverEntry], {
      cwd: path.join(dir, 'app'),
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: path.join(dir, 'app', 'data'),
        DATABASE_URL: cluster.url,
        SEED_DEMO: 'never',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    for (let i = 0; i < 600; i++) {
      if (
        await fetch(`${baseUrl}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break
      await new Promise((r) => setTimeout(r, 100))
    }
    // What the shop asks for on /shop?search=jacka: 20 garments with their images and the total.
    const search = '/api/products/search?page=1&pageSize=20&search=jacka'
    await measure(
      baseUrl,
      [
        ['index.html', '/'],
        [`entry script ${path.basename(script)}`, script],
        [`stylesheet ${path.basename(style)}`, style],
        ['search answer (20 garments)', search],
        ['sitemap-products-1.xml', '/sitemap-products-1.xml'],
      ],
      search,
    )
    return 0
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once('exit', r))
      child.kill('SIGTERM')
      await exited
    }
    await cluster.stop()
    await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
  }
}
