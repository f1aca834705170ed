import { randomUUID } from 'node:crypto'
import cookie from '@fastify/cookie'
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify'
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config.js'
import { mediaOriginOf } from './core/media/media.public-base.js'
import type { Db } from './db/client.js'
import { registerModules } from './modules/index.js'
import { authPlugin } from './plugins/auth.js'
import { cacheBusPlugin } from './plugins/cache-bus.js'
import { compressionPlugin } from './plugins/compression.js'
import { configPlugin, dbPlugin, mailPlugin, mediaStorePlugin } from './plugins/core.js'
import { errorsPlugin, frameworkErrors } from './plugins/errors.js'
import { jobsPlugin } from './plugins/jobs.js'
import { loggerOptions } from './plugins/logging.js'
import { metricsPlugin } from './plugins/metrics.js'
import { renderPlugin } from './plugins/render.js'
import { securityPlugin } from './plugins/security.js'
import { swaggerPlugin } from './plugins/swagger.js'
import { validatorCompiler } from './plugins/validation.js'
import { webPlugin } from './plugins/web.js'

export interface BuildAppOptions {
  config: Config
  db: Db
  /** Test runs pass false to keep logs quiet. */
  logger?: boolean
  /** Tests: every log line goes here instead of stdout (the privacy test reads them all). */
  logStream?: NodeJS.WritableStream
  /** Folder of the built web app (default apps/web/dist; skipped when it has no index.html). */
  webRoot?: string
  /** Tests: sees every route as it is registered (the access test lists them all). */
  onRoute?: (route: RouteOptions) => void
}

/** Builds the whole API (plugins, then modules) without listening. */
export async function buildApp({
  config,
  db,
  logger = true,
  logStream,
  webRoot,
  onRoute,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger || logStream ? loggerOptions(config.LOG_LEVEL, logStream) : false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id']
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID()
    },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>()

  if (onRoute) app.addHook('onRoute', onRoute)
  // Several processes behind a proxy: which one answered (the deployment test reads it).
  const instance = config.INSTANCE_NAME
  if (instance)
    app.addHook('onRequest', (_req, reply, done) => {
      reply.header('x-instance', instance)
      done()
    })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  await app.register(configPlugin, { config })
  await app.register(dbPlugin, { db })
  await app.register(cacheBusPlugin)
  await app.register(mailPlugin)
  await app.register(jobsPlugin)
  await app.register(mediaStorePlugin)
  await app.register(errorsPlugin)
  // Before any route: it adds its onSend hook to each route as the route is registered.
  await app.register(compressionPlugin)
  await app.register(securityPlugin, { mediaOrigin: mediaOriginOf(config) })
  await app.register(cookie)
  // Before any route: its onRoute hook refuses a route without an access declaration.
  await app.register(authPlugin)
  await app.register(swaggerPlugin)
  await app.register(metricsPlugin)
  await registerModules(app)
  // Its routes (/, /shop, /product/:id…) win over web.ts's wildcard; it reads the catalogue in-process.
  await app.register(renderPlugin, { root: webRoot })
  // Registered last: its fallback only answers what no API route matched.
  await app.register(webPlugin, { root: webRoot })
  return app
}
