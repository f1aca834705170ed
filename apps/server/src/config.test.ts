import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.js'

describe('SEARCH_CONNECTIONS', () => {
  it('defaults to 4 and takes a whole number from the environment', () => {
    expect(loadConfig({}).SEARCH_CONNECTIONS).toBe(4)
    expect(loadConfig({ SEARCH_CONNECTIONS: '8' }).SEARCH_CONNECTIONS).toBe(8)
  })

  it('stops the start with the bad setting named', () => {
    for (const bad of ['0', '-2', '2.5', 'fyra', '1000']) {
      expect(() => loadConfig({ SEARCH_CONNECTIONS: bad })).toThrow(
        /Ogiltiga inställningar:\n {2}SEARCH_CONNECTIONS/,
      )
    }
  })
})

describe('CHAT_HEARTBEAT_MS', () => {
  it('defaults to 25 s (issue 15: a ping every 25 s keeps proxies from closing quiet streams)', () => {
    expect(loadConfig({}).CHAT_HEARTBEAT_MS).toBe(25_000)
    expect(loadConfig({ CHAT_HEARTBEAT_MS: '100' }).CHAT_HEARTBEAT_MS).toBe(100)
  })
})

describe('S3 settings', () => {
  const s3 = {
    S3_BUCKET: 'kladbyte-media',
    S3_ENDPOINT: 'http://127.0.0.1:9000/',
    S3_REGION: 'eu-north-1',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'hemlig-nyckel',
    S3_FORCE_PATH_STYLE: 'true',
  }

  it('are off without S3_BUCKET, and gathered into one setting with it', () => {
    expect(loadConfig({}).s3).toBeUndefined()
    expect(loadConfig(s3).s3).toEqual({
      bucket: 'kladbyte-media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-north-1',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'hemlig-nyckel' },
      forcePathStyle: true,
    })
    // Without keys the AWS SDK's own credential chain applies (an instance role).
    const { S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, ...roleOnly } = s3
    expect(loadConfig(roleOnly).s3?.credentials).toBeUndefined()
  })

  it('stop the start naming each bad key, and never echo the secret', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ ...s3, S3_REGION: '' }, /S3_REGION: required when S3_BUCKET is set/],
      [{ ...s3, S3_ENDPOINT: 'inte en adress' }, /S3_ENDPOINT: must be a URL/],
      [{ ...s3, S3_BUCKET: 'Stora_Bokstäver' }, /S3_BUCKET: not a valid bucket name/],
      [
        { ...s3, S3_ACCESS_KEY_ID: '' },
        /S3_ACCESS_KEY_ID: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
      ],
      [{ ...s3, S3_FORCE_PATH_STYLE: 'ja' }, /S3_FORCE_PATH_STYLE/],
      [
        { S3_ENDPOINT: s3.S3_ENDPOINT, S3_SECRET_ACCESS_KEY: 'x' },
        /S3_BUCKET: required when S3_ENDPOINT, S3_SECRET_ACCESS_KEY are set/,
      ],
    ]
    for (const [env, message] of cases) {
      const err = (() => {
        try {
          loadConfig(env)
        } catch (e) {
          return e as Error
        }
      })()
      expect(err?.message).toMatch(message)
      expect(err?.message).not.toContain('hemlig-nyckel')
    }
  })
})

describe('TRUST_PROXY', () => {
  it('is off by default, on for any peer with true, or the proxy addresses it lists', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true)
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1,10.0.0.0/8 ' }).TRUST_PROXY).toBe('127.0.0.1,10.0.0.0/8')
  })
})
