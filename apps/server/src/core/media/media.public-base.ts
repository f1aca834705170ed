import type { Config, S3Settings } from '../../config.js'

/**
 * The bucket's own address for anonymous reads: path style (`endpoint/bucket`) when forced,
 * virtual-host style (`bucket.endpoint`) otherwise, AWS's regional host without an endpoint.
 */
export function bucketPublicUrl(s3: S3Settings): string {
  if (!s3.endpoint) return `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`
  if (s3.forcePathStyle) return `${s3.endpoint}/${s3.bucket}`
  const url = new URL(s3.endpoint)
  url.hostname = `${s3.bucket}.${url.hostname}`
  return url.toString().replace(/\/+$/, '')
}

/**
 * Where public images are fetched from: MEDIA_PUBLIC_URL (a CDN) when set, else the bucket when
 * media is in S3, else undefined (the app's own `/media/`).
 */
export function mediaPublicBase(config: Pick<Config, 'MEDIA_PUBLIC_URL' | 's3'>): string | undefined {
  return config.MEDIA_PUBLIC_URL ?? (config.s3 ? bucketPublicUrl(config.s3) : undefined)
}

/** The origin public images come from when it is not the app's own (for the CSP's img-src). */
export function mediaOriginOf(config: Pick<Config, 'MEDIA_PUBLIC_URL' | 's3'>): string | undefined {
  const base = mediaPublicBase(config)
  return base ? new URL(base).origin : undefined
}
