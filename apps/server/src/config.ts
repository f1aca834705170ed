import path from 'node:path'
import { z } from 'zod'

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined))

const emailList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )

const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true')

/** Shop searches running in the database at once unless SEARCH_CONNECTIONS says otherwise. */
export const DEFAULT_SEARCH_CONNECTIONS = 4

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  /** How many shop searches may run in the database at once (they are CPU-bound; see bench/README.md). */
  SEARCH_CONNECTIONS: z.coerce.number().int().min(1).max(100).default(DEFAULT_SEARCH_CONNECTIONS),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Klädbyte <no-reply@kladbyte.se>'),
  STAFF_EMAIL: z.email().default('info@kladbyte.se'),
  ADMIN_EMAILS: emailList,
  WELCOME_POINTS: z.coerce.number().int().min(0).default(100),
  SHOP_NAME: z.string().default('Klädbyte'),
  SHOP_ADDRESS: z.string().default('Storgatan 1, 111 22 Stockholm'),
  /** Where members send garments; empty means the shop's name and address. */
  RETURN_ADDRESS: z.string().default(''),
  SHOP_PHONE: z.string().default('08-123 45 67'),
  SHOP_EMAIL: z.email().default('info@kladbyte.se'),
  /** Opening hours until staff save their own: lines separated by ';'. */
  OPENING_HOURS: z
    .string()
    .default('Mån–fre 09:00–18:00;Lör–sön 10:00–16:00')
    .transform((v) =>
      v
        .split(';')
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  MEDIA_PUBLIC_URL: optionalString,
  /** Media in an S3-compatible bucket when set (ADR 042); the local folders under DATA_DIR otherwise. */
  S3_BUCKET: optionalString,
  /** Empty: AWS itself; else the S3-compatible service's URL (MinIO, R2, an emulator). */
  S3_ENDPOINT: optionalString.pipe(
    z.url({ message: 'must be a URL such as https://s3.example.com' }).optional(),
  ),
  S3_REGION: optionalString,
  /** Both or neither; neither: the AWS SDK's own credential chain (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** `true`: `endpoint/bucket/key` URLs (MinIO, emulators); `false`: `bucket.endpoint/key`. */
  S3_FORCE_PATH_STYLE: flag,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_ID: optionalString,
  /** Only for tests: points the Stripe client at a local stand-in. */
  STRIPE_API_BASE: optionalString,
  /** How often a chat live stream writes its keep-alive `: ping` comment; tests shorten it. */
  CHAT_HEARTBEAT_MS: z.coerce.number().int().min(50).default(25_000),
  /**
   * How long a process reuses the category tree it read (ms). Staff changes reach every process
   * at once through NOTIFY (ADR 040); this bounds staleness only if a notification is lost.
   */
  CATEGORY_CACHE_MS: z.coerce.number().int().min(0).default(5_000),
  /**
   * On SIGTERM, how long the process keeps serving with /api/ready at 503 before it stops
   * accepting, so a load balancer that polls readiness takes it out first (0: close at once).
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(8_000).default(0),
  /** Background jobs (ADR 041): how often each process looks for due mails and scheduled tasks. */
  JOBS_POLL_MS: z.coerce.number().int().min(20).default(2000),
  /** How long a claimed mail or scheduled run is its process's; past it, another process takes over. */
  JOBS_LEASE_MS: z.coerce.number().int().min(200).default(120_000),
  /** The wait after a mail's first failed attempt; it doubles after each further one (capped). */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  /** Mails each process sends at once (each its own SMTP connection and claim). */
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Empty: no /metrics. Set: GET /metrics answers Prometheus text to `Authorization: Bearer <token>`. */
  METRICS_TOKEN: optionalString,
  /** Names this process in an `X-Instance` response header (several processes behind a proxy; tests). */
  INSTANCE_NAME: optionalString,
  /**
   * Whose X-Forwarded-For/-Proto/-Host to believe: `false`, `true` (any peer), or the proxy's
   * addresses/CIDRs, comma-separated (`127.0.0.1`): then a client cannot forge them past nginx.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | string =>
      v === 'true' ? true : v === 'false' || v.trim() === '' ? false : v.trim(),
    ),
})

const S3_KEYS = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
type S3Key = (typeof S3_KEYS)[number]
// S3 bucket naming rules: 3–63 lower-case letters, digits, dots and hyphens.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/

/** The S3 settings hang together: a bucket needs a region, keys come in pairs, nothing without a bucket. */
function checkS3Settings(c: Partial<Record<S3Key, string>>, ctx: z.RefinementCtx) {
  const issue = (key: S3Key, message: string) => ctx.addIssue({ code: 'custom', path: [key], message })
  if (!c.S3_BUCKET) {
    const orphans = S3_KEYS.filter((k) => c[k] !== undefined)
    if (orphans.length > 0)
      issue('S3_BUCKET', `required when ${orphans.join(', ')} ${orphans.length > 1 ? 'are' : 'is'} set`)
    return
  }
  if (!BUCKET_NAME.test(c.S3_BUCKET))
    issue('S3_BUCKET', 'not a valid bucket name (3-63 of a-z, 0-9, "." and "-")')
  if (!c.S3_REGION) issue('S3_REGION', 'required when S3_BUCKET is set (e.g. eu-north-1)')
  if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY)
    issue(
      c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    )
}

/** Where media goes when S3_BUCKET is set; the secret lives only here, never in a log line. */
export interface S3Settings {
  bucket: string
  endpoint?: string
  region: string
  credentials?: { accessKeyId: string; secretAccessKey: string }
  forcePathStyle: boolean
}

export type Config = Omit<z.infer<typeof ConfigSchema>, S3Key | 'S3_FORCE_PATH_STYLE'> & {
  PUBLIC_URL: string
  dataDir: string
  stripeEnabled: boolean
  /** Set when S3_BUCKET is: media in the bucket (ADR 042). */
  s3?: S3Settings
}

/** Parses the environment once; a bad setting stops the process with every bad key listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.superRefine(checkS3Settings).safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Ogiltiga inställningar:\n${lines.join('\n')}`)
  }
  const {
    S3_BUCKET,
    S3_ENDPOINT,
    S3_REGION,
    S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE,
    ...c
  } = parsed.data
  const stripeKeys = [
    c.STRIPE_SECRET_KEY,
    c.STRIPE_PUBLISHABLE_KEY,
    c.STRIPE_PRICE_ID,
    c.STRIPE_WEBHOOK_SECRET,
  ]
  return {
    ...c,
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(c.DATA_DIR),
    stripeEnabled: stripeKeys.every(Boolean),
    ...(S3_BUCKET
      ? {
          s3: {
            bucket: S3_BUCKET,
            endpoint: S3_ENDPOINT?.replace(/\/+$/, ''),
            region: S3_REGION!,
            credentials:
              S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
                ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: S3_FORCE_PATH_STYLE,
          },
        }
      : {}),
  }
}
