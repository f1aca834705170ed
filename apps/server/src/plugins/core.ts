import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.js'
import { type MailWorker, startMailWorker } from '../core/mail/mail.worker.js'
import { openMediaStore } from '../core/media/media.open.js'
import type { MediaStore } from '../core/media/media.store.js'
import type { Db } from '../db/client.js'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    config: Config
    /** The outbox worker: mails are queued in the database and sent (or logged) by it. */
    mail: MailWorker
    /** Media storage (local folders or an S3 bucket, ADR 042) and public URLs (product images). */
    media: MediaStore
  }
}

/**
 * What several modules share, each a named plugin so a module can name what it depends on.
 * Registered before any module (see app.ts).
 */
export const configPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    app.decorate('config', opts.config)
  },
  { name: 'config' },
)

export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db }) => {
    app.decorate('db', opts.db)
  },
  { name: 'db' },
)

export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, config } = app
    app.decorate(
      'mail',
      startMailWorker({
        db,
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        log: app.log,
        intervalMs: config.JOBS_POLL_MS,
        leaseMs: config.JOBS_LEASE_MS,
        retryBaseMs: config.MAIL_RETRY_BASE_MS,
        concurrency: config.MAIL_CONCURRENCY,
      }),
    )
    app.addHook('onClose', async () => app.mail.stop())
  },
  { name: 'mail', dependencies: ['db', 'config'] },
)

export const mediaStorePlugin = fp(
  async (app: FastifyInstance) => {
    const media = await openMediaStore(app.config)
    // Files are written with their folders; the root is made here only inside an existing data
    // folder, so an API-only run (tests, DATABASE_URL) leaves no empty folders behind.
    if (media.kind === 'local' && existsSync(app.config.dataDir)) await mkdir(media.root, { recursive: true })
    app.decorate('media', media)
    app.addHook('onClose', async () => media.close?.())
  },
  { name: 'media-store', dependencies: ['config'] },
)
