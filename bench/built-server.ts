import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import net from 'node:net'
import { fileURLToPath } from 'node:url'

// The BUILT server (`apps/server/dist/server.js`) as a child process on 127.0.0.1, for the benches
// that measure what production runs (orders, Lighthouse). The caller owns the database.

const serverEntry = fileURLToPath(new URL('../apps/server/dist/server.js', import.meta.url))

export interface BuiltServer {
  baseUrl: string
  stop(): Promise<void>
}

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

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/** Starts the built server in `cwd` with its data under `dataDir`; resolves once /api/health answers. */
export async function startBuiltServer(options: {
  databaseUrl: string
  cwd: string
  dataDir: string
  env?: Record<string, string>
}): Promise<BuiltServer> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first.`)
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [serverEntry], {
    cwd: options.cwd,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl,
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  try {
    // Up to 300 s: a first start migrates and may seed the demo shop (photos through the image
    // pipeline), which took over 120 s on two cores shared with other work.
    for (let i = 0; i < 3000; i++) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
      const ok = await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) return { baseUrl, stop: () => stopChild(child) }
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error('the server did not answer /api/health within 300 s')
  } catch (err) {
    await stopChild(child)
    throw err
  }
}
