import { randomUUID } from 'node:crypto'
import cookie from '@fastify/cookie'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config.js'
import type { Db } from './db/client.js'
import { registerModules } from './modules/index.js'
import { type MailWorker, startMailWorker } from './modules/mail/mail.worker.js'
import { authPlugin } from './plugins/auth.js'
import { errorsPlugin } from './plugins/errors.js'
import { securityPlugin } from './plugins/security.js'
import { swaggerPlugin } from './plugins/swagger.js'
import { webPlugin } from './plugins/web.js'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    config: Config
    mail: MailWorker
  }
}

export interface BuildAppOptions {
  config: Config
  db: Db
  /** Test runs pass false to keep logs quiet. */
  logger?: boolean
  /** Folder of the built web app (default apps/web/dist; skipped when it has no index.html). */
  webRoot?: string
}

/** Builds the whole API (plugins, then modules) without listening. */
export async function buildApp({
  config,
  db,
  logger = true,
  webRoot,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.LOG_LEVEL,
          redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrf-token"]'],
        }
      : false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id']
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID()
    },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('db', db)
  app.decorate('config', config)
  app.decorate(
    'mail',
    startMailWorker({ db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log }),
  )
  app.addHook('onClose', async () => app.mail.stop())

  await app.register(errorsPlugin)
  await app.register(securityPlugin, {
    https: config.PUBLIC_URL.startsWith('https://'),
    mediaOrigin: config.MEDIA_PUBLIC_URL ? new URL(config.MEDIA_PUBLIC_URL).origin : undefined,
  })
  await app.register(cookie)
  await app.register(swaggerPlugin)
  await app.register(authPlugin)
  await registerModules(app)
  // Registered last: its fallback only answers what no API route matched.
  await app.register(webPlugin, { root: webRoot })
  return app
}
