import path from 'node:path'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import type { S3Settings } from '../../config.js'
import { isSafeMediaPath, type MediaStore, visibilityOf } from './media.store.js'
import { createMediaUrls } from './media.urls.js'

/** Public renditions never change (names are never reused): every cache may keep them for a year. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable'
// Private objects are only read by the app (ADR 042); `private` keeps a CDN in front of the bucket out.
const PRIVATE_CACHE_CONTROL = 'private, no-store'

export interface S3MediaStore extends MediaStore {
  kind: 's3'
  bucket: string
  client: S3Client
  /** Size in bytes of every object in the bucket, by key (for media:migrate). */
  sizes(): Promise<Map<string, number>>
}

const checked = (key: string) => {
  if (!isSafeMediaPath(key)) throw new Error(`unsafe media path: ${key}`)
  return key
}

/**
 * Media in an S3-compatible bucket (ADR 042). The key is the media path itself, so private files
 * are the objects under `private/`: the bucket policy grants anonymous reads only outside it, and
 * the app reads them back to serve them after its own check. `root`/`privateRoot` stay the local
 * folders, which only `media:migrate` reads.
 */
export function createS3MediaStore(s3: S3Settings, dataDir: string, publicBase: string): S3MediaStore {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.credentials,
    // The SDK's default CRC32 checksums are refused by several S3-compatible services.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  })
  const Bucket = s3.bucket
  return {
    kind: 's3',
    bucket: Bucket,
    client,
    root: path.join(dataDir, 'media'),
    privateRoot: path.join(dataDir, 'media-private'),
    urls: createMediaUrls(publicBase),
    // Names are 128 random bits, so a put never meets an existing object; no If-None-Match, which
    // not every S3-compatible service supports.
    async put(key, data) {
      const isPublic = visibilityOf(checked(key)) === 'public'
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: 'image/webp',
          CacheControl: isPublic ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
        }),
      )
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }))
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined
      } catch (err) {
        if ((err as Error).name === 'NoSuchKey') return undefined
        throw err
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }))
    },
    async sizes() {
      const sizes = new Map<string, number>()
      let token: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken: token }))
        for (const o of page.Contents ?? []) if (o.Key) sizes.set(o.Key, o.Size ?? 0)
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return sizes
    },
    close() {
      client.destroy()
    },
  }
}
