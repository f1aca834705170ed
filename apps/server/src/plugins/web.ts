import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { apiNotFound } from './errors.js'

/** apps/web/dist, seen from both src/plugins (tsx) and dist/plugins (built). */
export const defaultWebRoot = fileURLToPath(new URL('../../../web/dist', import.meta.url))

export interface WebPluginOptions {
  /** Folder with the built web app (index.html + assets/). */
  root?: string
}

const immutable = 'public, max-age=31536000, immutable'

/**
 * Serves the built web app: hashed files under /assets are cached for a year, everything else
 * (index.html first of all) is revalidated on every visit. Any other GET outside /api gets
 * index.html so the app's router shows the page (or its not-found page). Without a build
 * (tests, API-only runs) nothing is registered.
 */
export async function webPlugin(app: FastifyInstance, opts: WebPluginOptions): Promise<void> {
  const root = path.resolve(opts.root ?? defaultWebRoot)
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.info({ root }, 'no web build found; serving the API only')
    return
  }
  const assetsDir = `${path.join(root, 'assets')}${path.sep}`

  await app.register(fastifyStatic, {
    root,
    // One route per built file (globbed at start): a missing file falls through to the fallback below.
    wildcard: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', filePath.startsWith(assetsDir) ? immutable : 'no-cache')
    },
  })

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    handler(req, reply) {
      const pathname = req.url.split('?')[0]!.toLowerCase()
      if (pathname === '/api' || pathname.startsWith('/api/')) return reply.code(404).send(apiNotFound)
      // A stale hashed file must fail loudly, not come back as HTML with a 200.
      if (pathname.startsWith('/assets/')) return reply.code(404).send(apiNotFound)
      reply.header('cache-control', 'no-cache')
      return reply.sendFile('index.html')
    },
  })
}
