import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.js'
import { mediaOriginOf, mediaPublicBase } from './media.public-base.js'

const bucket = { S3_BUCKET: 'kladbyte-media', S3_REGION: 'eu-north-1' }

describe('where public images are fetched from', () => {
  it("is the app's own /media/ by default, and MEDIA_PUBLIC_URL (a CDN) whenever it is set", () => {
    expect(mediaPublicBase(loadConfig({}))).toBeUndefined()
    expect(mediaOriginOf(loadConfig({}))).toBeUndefined()
    const cdn = { MEDIA_PUBLIC_URL: 'https://cdn.kladbyte.se/m' }
    expect(mediaPublicBase(loadConfig(cdn))).toBe('https://cdn.kladbyte.se/m')
    expect(mediaPublicBase(loadConfig({ ...bucket, ...cdn }))).toBe('https://cdn.kladbyte.se/m')
    expect(mediaOriginOf(loadConfig({ ...bucket, ...cdn }))).toBe('https://cdn.kladbyte.se')
  })

  it("is the bucket's own address with S3 and no CDN: AWS, path style, or virtual-host style", () => {
    expect(mediaPublicBase(loadConfig(bucket))).toBe('https://kladbyte-media.s3.eu-north-1.amazonaws.com')
    const minio = { ...bucket, S3_ENDPOINT: 'http://127.0.0.1:9000' }
    expect(mediaPublicBase(loadConfig({ ...minio, S3_FORCE_PATH_STYLE: 'true' }))).toBe(
      'http://127.0.0.1:9000/kladbyte-media',
    )
    expect(mediaPublicBase(loadConfig({ ...bucket, S3_ENDPOINT: 'https://fra1.objects.example.com' }))).toBe(
      'https://kladbyte-media.fra1.objects.example.com',
    )
    expect(mediaOriginOf(loadConfig({ ...minio, S3_FORCE_PATH_STYLE: 'true' }))).toBe('http://127.0.0.1:9000')
  })
})
