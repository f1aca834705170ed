import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createDb, endPool, runMigrations } from '../apps/server/src/db/client.js'
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.js'
import { seedLargeCatalogue } from '../apps/server/src/seed/large.js'
import { processTreeCpuMs } from './cpu.js'
import { seedMembers } from './load-bench.js'
import { percentile, runWorkload, type WorkloadData } from './mixed-workload.js'
import { freePort, startNginx } from './nginx.js'

// The same mixed workload (200 members: browse, search, product, cart, order, chat) twice on one
// database: straight at one process, then through nginx at two. CPU per request of the app
// processes and of PostgreSQL come from /proc (bench/cpu.ts), so the sizing in bench/README.md
// can be read off them.

const SECONDS = Number(process.env.LOAD_SECONDS ?? 45)
const PRODUCTS = 20_000
const print = (line = '') => process.stdout.write(`${line}\n`)
const serverEntry = fileURLToPath(new URL('../apps/server/dist/server.js', import.meta.url))

interface Row {
  label: string
  rps: number
  p50: number
  p99: number
  errors: number
  appCpuMs: number
  pgCpuMs: number
}

async function startApp(dir: string, databaseUrl: string, name: string) {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [serverEntry], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      INSTANCE_NAME: name,
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    await new Promise((r) => setTimeout(r, 100))
  }
  return { port, base, child }
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await exited
}

async function measure(label: string, baseUrl: string, data: WorkloadData, appPids: number[], pgPid: number) {
  const cpu = async () => {
    let app = 0
    for (const pid of appPids) app += (await processTreeCpuMs(pid)) ?? 0
    return { app, pg: (await processTreeCpuMs(pgPid)) ?? 0 }
  }
  const before = await cpu()
  const result = await runWorkload(baseUrl, data, SECONDS)
  const after = await cpu()
  const all = Object.values(result.latencies)
    .flat()
    .sort((a, b) => a - b)
  const row: Row = {
    label,
    rps: all.length / result.seconds,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    errors: result.errors.length,
    appCpuMs: (after.app - before.app) / all.length,
    pgCpuMs: (after.pg - before.pg) / all.length,
  }
  if (result.errors.length) print(`  ${label}: ${result.errors.slice(0, 5).join('\n  ')}`)
  return row
}

export async function runScaleBench(): Promise<number> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first.`)
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')
  print(`bench:scale — ${os.cpus().length} CPUs, load average before ${load()}`)
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kb-scale-'))
  await chmod(dir, 0o755)
  await mkdir(path.join(dir, 'data', 'media'), { recursive: true })
  const cluster = await startEmbeddedPostgres(path.join(dir, 'db'))
  const pgPid = Number(
    (await readFile(path.join(dir, 'db', 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
  )
  const children: ChildProcess[] = []
  const db = createDb(cluster.url, 4)
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined
  try {
    await runMigrations(db)
    await seedLargeCatalogue(db, PRODUCTS)
    // Fresh members per run: the chat's per-minute limit would otherwise carry over. The second
    // set is written after the first run, so its garments to order are ones still for sale.
    const one = await seedMembers(db, 'one')
    print(`seeded ${PRODUCTS} garments and ${one.members.length} members per run; ${SECONDS} s each`)

    const a = await startApp(dir, cluster.url, 'a')
    children.push(a.child)
    const single = await measure('1 process', a.base, one, [a.child.pid!], pgPid)

    const two = await seedMembers(db, 'two')
    await endPool(db)
    const b = await startApp(dir, cluster.url, 'b')
    children.push(b.child)
    const nginxPort = await freePort()
    nginx = await startNginx(path.join(dir, 'nginx'), nginxPort, [a.port, b.port])
    const nginxUrl = `http://127.0.0.1:${nginxPort}`
    for (
      let i = 0;
      i < 100 &&
      !(await fetch(`${nginxUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await new Promise((r) => setTimeout(r, 100))
    const double = await measure('2 + nginx', nginxUrl, two, [a.child.pid!, b.child.pid!], pgPid)

    print()
    print('setup       req/s   p50 ms  p99 ms  errors  app CPU ms/req  PostgreSQL CPU ms/req')
    for (const r of [single, double])
      print(
        `${r.label.padEnd(10)} ${r.rps.toFixed(0).padStart(6)} ${r.p50.toFixed(0).padStart(8)} ${r.p99.toFixed(0).padStart(7)} ${String(r.errors).padStart(7)} ${r.appCpuMs.toFixed(2).padStart(15)} ${r.pgCpuMs.toFixed(2).padStart(22)}`,
      )
    print(`load average after ${load()}`)
    return single.errors + double.errors === 0 ? 0 : 1
  } finally {
    await nginx?.stop()
    for (const child of children) await stopChild(child)
    await cluster.stop()
    await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
  }
}
