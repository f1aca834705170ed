import { type ChildProcess, spawn } from 'node:child_process'
import {
  CreateBucketCommand,
  ListObjectsV2Command,
  PutBucketPolicyCommand,
  S3Client,
} from '@aws-sdk/client-s3'

/**
 * An S3-compatible server for tests (ADR 042): moto's server mode (`python3 -m moto.server`,
 * Python's moto ships with this machine kind), on 127.0.0.1 and a free port. Unlike the npm
 * emulators it enforces bucket policies, so a test can see that `private/` objects refuse an
 * anonymous read. Objects live in its memory and go with it.
 *
 * ```ts
 * const s3 = await startS3Emulator()
 * // app or child process: { ...s3.env } sets S3_BUCKET, S3_ENDPOINT, S3_REGION, the keys and path style
 * await s3.stop()
 * ```
 */
export interface S3Emulator {
  /** `http://127.0.0.1:<port>` */
  endpoint: string
  bucket: string
  /** The server's settings for this bucket (S3_BUCKET, S3_ENDPOINT, S3_REGION, keys, path style). */
  env: Record<string, string>
  /** The bucket's address for anonymous reads (path style): `${endpoint}/${bucket}`. */
  publicUrl: string
  client: S3Client
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>
  stop(): Promise<void>
}

const REGION = 'eu-north-1'

/**
 * The policy the README recommends: anonymous reads of product images only; everything else,
 * `private/` above all, needs the app's credentials.
 */
export const publicReadPolicy = (bucket: string) =>
  JSON.stringify({
    Version: '2012-10-17',
    Statement: [
      {
        Sid: 'PublicProductImages',
        Effect: 'Allow',
        Principal: '*',
        Action: 's3:GetObject',
        Resource: `arn:aws:s3:::${bucket}/products/*`,
      },
    ],
  })

/** Starts the emulator and makes `bucket` with the public-read policy for product images. */
export async function startS3Emulator({ bucket = 'kladbyte-media' } = {}): Promise<S3Emulator> {
  const python = process.env.S3_EMULATOR_PYTHON ?? 'python3'
  const child = spawn(python, ['-m', 'moto.server', '-H', '127.0.0.1', '-p', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PYTHONUNBUFFERED: '1' },
  })
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const endpoint = await listeningAddress(child, python).catch((err) => {
    child.kill('SIGKILL')
    throw err
  })
  const credentials = { accessKeyId: 'test-key', secretAccessKey: 'test-secret' }
  const client = new S3Client({ endpoint, region: REGION, forcePathStyle: true, credentials })
  await client.send(
    new CreateBucketCommand({ Bucket: bucket, CreateBucketConfiguration: { LocationConstraint: REGION } }),
  )
  await client.send(new PutBucketPolicyCommand({ Bucket: bucket, Policy: publicReadPolicy(bucket) }))
  return {
    endpoint,
    bucket,
    publicUrl: `${endpoint}/${bucket}`,
    client,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys() {
      const keys: string[] = []
      let token: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }))
        keys.push(...(page.Contents ?? []).map((o) => o.Key!))
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return keys.sort()
    },
    async stop() {
      client.destroy()
      process.off('exit', killOnExit)
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    },
  }
}

/** Resolves with the address moto prints once it listens; rejects if it exits or stays silent for 30 s. */
function listeningAddress(child: ChildProcess, python: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => fail(new Error('did not start listening within 30 s')), 30_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const found = /Running on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (found) done(() => resolve(found[1]!))
    }
    const onExit = (code: number | null) => fail(new Error(`exited with code ${code}`))
    const onError = (err: Error) => fail(err)
    function done(then: () => void) {
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      child.stderr?.off('data', onData)
      child.off('exit', onExit)
      child.off('error', onError)
      // Keep draining its request log so a full pipe never blocks it.
      child.stdout?.resume()
      child.stderr?.resume()
      then()
    }
    function fail(err: Error) {
      done(() =>
        reject(
          new Error(
            `S3 emulator (${python} -m moto.server) ${err.message}; it needs Python's moto package.\n${output}`,
          ),
        ),
      )
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', onExit)
    child.once('error', onError)
  })
}
