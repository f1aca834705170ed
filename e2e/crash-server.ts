import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const serverEntry = fileURLToPath(new URL('../apps/server/dist/server.js', import.meta.url))

export interface AppProcess {
  /** Ends it at once, as a crash would (SIGKILL: no shutdown hook, no pool end, no outbox flush). */
  crash(): Promise<void>
  /** The ordinary shutdown (SIGTERM). */
  stop(): Promise<void>
}

/**
 * The built server as a child process on an existing database (DATABASE_URL: no embedded
 * PostgreSQL of its own, so killing the app leaves the database running, as a crash of the app
 * would). Resolves once /api/health answers.
 */
export async function startApp(opts: {
  baseUrl: string
  port: number
  databaseUrl: string
  dataDir: string
  smtpUrl: string
  log: (chunk: string) => void
  /** More settings (the jobs test shortens the poll, lease and retry times). */
  env?: Record<string, string>
}): Promise<AppProcess> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first.`)
  const child = spawn(process.execPath, [serverEntry], {
    cwd: opts.dataDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: opts.baseUrl,
      DATA_DIR: path.join(opts.dataDir, 'media'),
      DATABASE_URL: opts.databaseUrl,
      SMTP_URL: opts.smtpUrl,
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (c: Buffer) => opts.log(c.toString('utf8')))
  child.stderr?.on('data', (c: Buffer) => opts.log(c.toString('utf8')))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  try {
    await waitForHealth(opts.baseUrl, child)
  } catch (err) {
    await end('SIGKILL')
    throw err
  }
  return { crash: () => end('SIGKILL'), stop: () => end('SIGTERM') }
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}) while starting`)
    try {
      const res = await fetch(`${baseUrl}/api/health`)
      if (res.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('The server did not become healthy within 60 s')
}
