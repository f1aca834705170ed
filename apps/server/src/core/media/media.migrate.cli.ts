import { existsSync } from 'node:fs'
import { loadConfig } from '../../config.js'
import { describeMigration, migrateLocalMedia } from './media.migrate.js'
import { openMediaStore } from './media.open.js'
import type { S3MediaStore } from './media.s3.js'

// `npm run media:migrate`: copies DATA_DIR's media into the S3 bucket of the settings (ADR 042).
if (existsSync('.env')) process.loadEnvFile('.env')
const config = loadConfig()
if (!config.s3) {
  process.stderr.write('media:migrate: S3_BUCKET is not set, so there is no bucket to copy to\n')
  process.exit(1)
}
const store = (await openMediaStore(config)) as S3MediaStore
try {
  const report = await migrateLocalMedia(store)
  for (const line of describeMigration(report, store.bucket)) process.stdout.write(`${line}\n`)
} catch (err) {
  process.stderr.write(`media:migrate failed: ${(err as Error).message}\n`)
  process.exitCode = 1
} finally {
  store.close?.()
}
