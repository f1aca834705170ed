import type { Config } from '../../config.js'
import { bucketPublicUrl, mediaPublicBase } from './media.public-base.js'
import { createMediaStore, type MediaStore } from './media.store.js'

/**
 * The media store the settings ask for: the bucket when S3_BUCKET is set (ADR 042), else the
 * local folders under DATA_DIR, exactly as before. Public URLs go through MEDIA_PUBLIC_URL, or
 * the bucket's own address.
 */
export async function openMediaStore(
  config: Pick<Config, 'dataDir' | 'MEDIA_PUBLIC_URL' | 's3'>,
): Promise<MediaStore> {
  if (!config.s3) return createMediaStore(config.dataDir, mediaPublicBase(config))
  // Loaded only when configured: the default run never loads the AWS SDK.
  const { createS3MediaStore } = await import('./media.s3.js')
  return createS3MediaStore(config.s3, config.dataDir, config.MEDIA_PUBLIC_URL ?? bucketPublicUrl(config.s3))
}
