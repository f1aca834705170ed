import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { S3MediaStore } from './media.s3.js'
import { isSafeMediaPath, PRIVATE_PREFIX } from './media.store.js'

export interface MigrationReport {
  /** Local media files found (public and private). */
  found: number
  copied: number
  copiedBytes: number
  /** Already in the bucket with the same size. */
  skipped: number
  /** Files in the media folders that are not media the app wrote (left alone). */
  ignored: string[]
}

interface LocalFile {
  key: string
  file: string
  size: number
}

/** Every file under `dir`, as media paths under `prefix`; none when the folder does not exist. */
async function filesUnder(dir: string, prefix: string): Promise<LocalFile[]> {
  const names = await readdir(dir, { recursive: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[]
    throw err
  })
  const files: LocalFile[] = []
  for (const name of names) {
    const file = path.join(dir, name)
    const info = await stat(file)
    if (info.isFile()) files.push({ key: prefix + name.split(path.sep).join('/'), file, size: info.size })
  }
  return files
}

/**
 * Copies the local media folders (public and private) into the bucket, object by object with the
 * store's own content type and cache headers. An object already there with the same size is
 * skipped, so a second run copies nothing; a different size (a broken earlier copy) is copied
 * again. Local files are never deleted: removing them is the operator's step once the app runs on S3.
 */
export async function migrateLocalMedia(
  bucket: S3MediaStore,
  { concurrency = 8 }: { concurrency?: number } = {},
): Promise<MigrationReport> {
  const local = [
    ...(await filesUnder(bucket.root, '')),
    ...(await filesUnder(bucket.privateRoot, PRIVATE_PREFIX)),
  ]
  const ignored = local.filter((f) => !isSafeMediaPath(f.key)).map((f) => f.file)
  const media = local.filter((f) => isSafeMediaPath(f.key))
  const existing = await bucket.sizes()
  const todo = media.filter((f) => existing.get(f.key) !== f.size)
  let next = 0
  let copiedBytes = 0
  const worker = async () => {
    for (let f = todo[next++]; f; f = todo[next++]) {
      await bucket.put(f.key, await readFile(f.file))
      copiedBytes += f.size
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return {
    found: media.length,
    copied: todo.length,
    copiedBytes,
    skipped: media.length - todo.length,
    ignored,
  }
}

/** What `npm run media:migrate` prints about a run. */
export function describeMigration(report: MigrationReport, bucket: string): string[] {
  const lines =
    report.copied === 0
      ? [`media:migrate: nothing to copy: all ${report.found} media files are already in bucket ${bucket}`]
      : [
          `media:migrate: copied ${report.copied} of ${report.found} media files (${(report.copiedBytes / 1e6).toFixed(1)} MB) to bucket ${bucket}; ${report.skipped} were already there`,
        ]
  if (report.ignored.length > 0)
    lines.push(
      `media:migrate: left alone ${report.ignored.length} files that are not media: ${report.ignored.join(', ')}`,
    )
  lines.push('media:migrate: local files were not deleted')
  return lines
}
