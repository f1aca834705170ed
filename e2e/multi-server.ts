import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from './ports.js'

const serverEntry = fileURLToPath(new URL('../apps/server/dist/server.js', import.meta.url))

export interface AppChild {
  baseUrl: string
  child: ChildProcess
  /** Resolves with the exit code (null when ended by a signal). */
  exited: Promise<number | null>
  output(): string
  /** SIGTERM and wait for the exit (SIGKILL after 15 s: a test must not leave it behind). */
  stop(): Promise<void>
}

/** Starts the built server on an existing database (DATABASE_URL); does not wait for it. */
export async function spawnApp(opts: {
  databaseUrl: string
  dir: string
  env?: Record<string, string>
}): Promise<AppChild> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first.`)
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  await mkdir(opts.dir, { recursive: true })
  const child = spawn(process.execPath, [serverEntry], {
    cwd: opts.dir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: path.join(opts.dir, 'media'),
      DATABASE_URL: opts.databaseUrl,
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const append = (c: Buffer) => {
    log = (log + c.toString('utf8')).slice(-20_000)
  }
  child.stdout?.on('data', append)
  child.stderr?.on('data', append)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return {
    baseUrl,
    child,
    exited,
    output: () => log,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000)
      child.kill('SIGTERM')
      await exited
      clearTimeout(force)
    },
  }
}

/** Waits until /api/ready answers 200 (fails at once if the process exits). */
export async function waitReady(app: AppChild, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null) throw new Error(`exited (${app.child.exitCode}):\n${app.output()}`)
    try {
      if ((await fetch(`${app.baseUrl}/api/ready`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`not ready within ${timeoutMs} ms:\n${app.output()}`)
}
