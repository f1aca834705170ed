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
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_ID: optionalString,
  /** Only for tests: points the Stripe client at a local stand-in. */
  STRIPE_API_BASE: optionalString,
  /** How often a chat live stream writes its keep-alive `: ping` comment; tests shorten it. */
  CHAT_HEARTBEAT_MS: z.coerce.number().int().min(50).default(25_000),
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

export type Config = z.infer<typeof ConfigSchema> & {
  PUBLIC_URL: string
  dataDir: string
  stripeEnabled: boolean
}

/** Parses the environment once; a bad setting stops the process with every bad key listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Ogiltiga inställningar:\n${lines.join('\n')}`)
  }
  const c = parsed.data
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
  }
}
