import { existsSync } from 'node:fs'
import { loadConfig } from '../config.js'
import { openMediaStore } from '../core/media/media.open.js'
import { runMigrations } from '../db/client.js'
import { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL, DEMO_PASSWORD } from './accounts.js'
import { connectLikeServer } from './connect.js'
import { seedDemo } from './demo.js'

/** Seeds the demo shop into the server's database (migrating it first); returns the exit code. */
export async function runSeed(): Promise<number> {
  if (existsSync('.env')) process.loadEnvFile('.env')
  const config = loadConfig()
  const log = (msg: string) => process.stdout.write(`${msg}\n`)
  const connection = await connectLikeServer(config, log)
  const media = await openMediaStore(config)
  try {
    await runMigrations(connection.db)
    const report = await seedDemo(connection.db, media, log)
    if (!report.catalogue && report.accounts === 0) log('demo: nothing to do, the demo data is already there')
    log(
      `demo accounts: ${DEMO_ADMIN_EMAIL} (personal) and ${DEMO_MEMBER_EMAIL} (medlem), lösenord ${DEMO_PASSWORD}`,
    )
    return 0
  } catch (err) {
    console.error('seeding failed:', err)
    return 1
  } finally {
    media.close?.()
    await connection.close()
  }
}
