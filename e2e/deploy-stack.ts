import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type MailSink, startMailSink } from './mail-sink.js'
import { fixedPort, freePort } from './ports.js'

// The deployment of README 'Several processes' on one machine: Debian's nginx (deploy/
// nginx.conf.template filled in), two built app processes on one PostgreSQL, the mail sink.

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js')
const embeddedModule = new URL('../apps/server/dist/db/embedded.js', import.meta.url).href
type StartEmbedded = (dir: string) => Promise<{ url: string; stop(): Promise<void> }>

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Ready once `/api/ready` says so, or `/api/health` where the app has no readiness route yet. */
async function waitUntilReady(base: string, child: ChildProcess, what: string, log: () => string) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}):\n${log()}`)
    try {
      const ready = await fetch(`${base}/api/ready`)
      if (ready.ok) return
      if (ready.status === 404 && (await fetch(`${base}/api/health`)).ok) return
    } catch {
      // Not listening yet.
    }
    await pause(50)
  }
  throw new Error(`${what} did not become ready within 60 s:\n${log()}`)
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/**
 * Debian's nginx in the foreground with deploy/nginx.conf.template filled in: pid, logs and temp
 * files in `dir`, listening on 127.0.0.1:`port`, one upstream server per app port.
 */
export async function startNginx(dir: string, port: number, appPorts: number[], log: (line: string) => void) {
  await mkdir(dir, { recursive: true })
  const template = await readFile(path.join(repoRoot, 'deploy/nginx.conf.template'), 'utf8')
  const conf = template
    .replaceAll('@@PREFIX@@', dir)
    .replaceAll('@@USER@@', 'root')
    .replaceAll('@@LISTEN@@', `127.0.0.1:${port}`)
    .replaceAll('@@DAEMON@@', 'off')
    .replaceAll(
      '@@UPSTREAMS@@',
      appPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n    '),
    )
  await writeFile(path.join(dir, 'nginx.conf'), conf)
  const bin = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx'
  const proc = spawn(bin, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  proc.stderr?.on('data', (c: Buffer) => log(`[nginx] ${c}`))
  return {
    process: proc,
    async stop() {
      const gone = exited(proc)
      // SIGQUIT: a graceful stop (workers finish their requests).
      proc.kill('SIGQUIT')
      const force = setTimeout(() => proc.kill('SIGKILL'), 5_000)
      await gone
      clearTimeout(force)
    },
  }
}

export interface AppInstance {
  name: string
  port: number
  /** SIGTERM, as systemd's stop does; resolves when the process has exited. */
  stop(): Promise<void>
  start(): Promise<void>
}

export interface Deployment {
  /** nginx's address, the PUBLIC_URL of both processes. */
  baseUrl: string
  apps: AppInstance[]
  mail: MailSink
  databaseUrl: string
  /** nginx's access log so far (`upstream=<addr>` per request). */
  accessLog(): Promise<string>
  /** nginx's error log so far (why an answer was a 502, which upstream failed). */
  errorLog(): Promise<string>
  log(): string
  stop(): Promise<void>
}

export async function startDeployment(opts: { adminEmails: string[]; env?: Record<string, string> }) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kb-deploy-'))
  // As root the embedded PostgreSQL runs as `postgres`, which must reach its folder inside ours.
  await chmod(dir, 0o755)
  let output = ''
  const log = (chunk: string) => {
    output = (output + chunk).slice(-30_000)
  }
  const cleanups: (() => Promise<void>)[] = []
  const stop = async () => {
    for (const clean of cleanups.reverse()) await clean().catch((err) => log(`cleanup: ${err}\n`))
    await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
  }
  try {
    const { startEmbeddedPostgres } = (await import(embeddedModule)) as {
      startEmbeddedPostgres: StartEmbedded
    }
    const database = await startEmbeddedPostgres(path.join(dir, 'db'))
    cleanups.push(() => database.stop())
    const mail = await startMailSink()
    cleanups.push(() => mail.close())
    const nginxPort = await freePort()
    const baseUrl = `http://127.0.0.1:${nginxPort}`
    // One media folder for both, as a shared disk would be (S3 replaces it when configured).
    const dataDir = path.join(dir, 'media')
    await mkdir(dataDir)

    const apps: AppInstance[] = []
    for (const name of ['a', 'b']) {
      const port = await fixedPort()
      let child: ChildProcess | undefined
      const start = async () => {
        const proc = spawn(process.execPath, [serverEntry], {
          cwd: dir,
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            PORT: String(port),
            HOST: '127.0.0.1',
            PUBLIC_URL: baseUrl,
            DATA_DIR: dataDir,
            DATABASE_URL: database.url,
            SMTP_URL: mail.url,
            ADMIN_EMAILS: opts.adminEmails.join(','),
            SEED_DEMO: 'never',
            LOG_LEVEL: 'warn',
            INSTANCE_NAME: name,
            TRUST_PROXY: '127.0.0.1',
            ...opts.env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        })
        child = proc
        proc.stdout?.on('data', (c: Buffer) => log(`[${name}] ${c}`))
        proc.stderr?.on('data', (c: Buffer) => log(`[${name}] ${c}`))
        await waitUntilReady(`http://127.0.0.1:${port}`, proc, `app ${name}`, () => output)
      }
      const stopApp = async () => {
        if (!child) return
        const proc = child
        const gone = exited(proc)
        proc.kill('SIGTERM')
        const force = setTimeout(() => proc.kill('SIGKILL'), 15_000)
        await gone
        clearTimeout(force)
      }
      apps.push({ name, port, start, stop: stopApp })
      cleanups.push(stopApp)
      // One at a time: the first runs the migrations on the empty database.
      await start()
    }

    const nginxDir = path.join(dir, 'nginx')
    const nginx = await startNginx(
      nginxDir,
      nginxPort,
      apps.map((a) => a.port),
      log,
    )
    cleanups.push(() => nginx.stop())
    await waitUntilReady(baseUrl, nginx.process, 'nginx', () => output)

    return {
      baseUrl,
      apps,
      mail,
      databaseUrl: database.url,
      accessLog: () => readFile(path.join(nginxDir, 'access.log'), 'utf8'),
      errorLog: () => readFile(path.join(nginxDir, 'error.log'), 'utf8').catch(() => ''),
      log: () => output,
      stop,
    } satisfies Deployment
  } catch (err) {
    await stop()
    throw err
  }
}
