import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { PutObjectCommand } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { photo } from '../../modules/submissions/submissions.fixtures.js'
import { type S3Emulator, startS3Emulator } from '../../test/s3-emulator.js'
import { renditionPath, type StoredImage, storeImage } from './media.images.js'
import { migrateLocalMedia } from './media.migrate.js'
import { createS3MediaStore } from './media.s3.js'
import { createMediaStore } from './media.store.js'

// `npm run media:migrate` (ADR 042): local media into the bucket, safe to run twice.

const run = promisify(execFile)
const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url))
const cli = path.join(repoRoot, 'apps/server/src/core/media/media.migrate.cli.ts')
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx')

let s3: S3Emulator
let dataDir: string
let product: StoredImage
let submission: StoredImage

beforeAll(async () => {
  s3 = await startS3Emulator({ bucket: 'migrate-test' })
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kb-migrate-'))
  const local = createMediaStore(dataDir)
  product = await storeImage(local, 'products', await photo('jpeg', 900, 600), { effort: 0 })
  submission = await storeImage(local, 'submissions', await photo('png', 500, 400), { effort: 0 })
  await writeFile(path.join(dataDir, 'media', 'LÄSMIG.txt'), 'inte en bild')
})
afterAll(async () => {
  await s3?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

const filesOf = (image: StoredImage) => image.widths.map((w) => renditionPath(image.key, w))

/** Runs the real command line in the data folder, with the emulator's settings. */
async function migrateCommand() {
  const { stdout } = await run(tsx, [cli], {
    cwd: dataDir,
    env: {
      ...process.env,
      ...s3.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  })
  return stdout
}

describe('npm run media:migrate', () => {
  it('copies every public and private rendition, prints counts, keeps the local files; a second run copies nothing', async () => {
    const first = await migrateCommand()
    const all = [...filesOf(product), ...filesOf(submission)]
    expect(first).toContain(`copied ${all.length} of ${all.length} media files`)
    expect(first).toMatch(/left alone 1 files that are not media: .*LÄSMIG\.txt/)
    expect(await s3.keys()).toEqual([...all].sort())
    expect(existsSync(path.join(dataDir, 'media', filesOf(product)[0]!))).toBe(true)
    expect(
      existsSync(path.join(dataDir, 'media-private', filesOf(submission)[0]!.slice('private/'.length))),
    ).toBe(true)

    // Public renditions open for anyone with the shop's cache headers; private ones stay closed.
    const open = await fetch(`${s3.publicUrl}/${filesOf(product)[0]}`)
    expect(open.status).toBe(200)
    expect(open.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await fetch(`${s3.publicUrl}/${filesOf(submission)[0]}`)).status).toBe(403)

    const second = await migrateCommand()
    expect(second).toContain(
      `nothing to copy: all ${all.length} media files are already in bucket migrate-test`,
    )
  })

  it('copies again an object whose size differs (a broken earlier copy), and only that one', async () => {
    const broken = filesOf(submission)[0]!
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: broken, Body: Buffer.from('halv') }))
    const store = createS3MediaStore(
      {
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: s3.env.S3_REGION!,
        forcePathStyle: true,
        credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      },
      dataDir,
      s3.publicUrl,
    )
    try {
      const report = await migrateLocalMedia(store)
      expect(report).toMatchObject({ copied: 1, skipped: report.found - 1 })
      expect((await store.get(broken))?.length).toBeGreaterThan(4)
    } finally {
      store.close?.()
    }
  })
})
