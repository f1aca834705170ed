import { existsSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { hasDotSegment, looksLikeFile } from '../lib/url-path.js'
import { apiNotFound } from './errors.js'

/** apps/web/dist, seen from both src/plugins (tsx) and dist/plugins (built). */
const defaultWebRoot = fileURLToPath(new URL('../../../web/dist', import.meta.url))

export interface WebPluginOptions {
  /** Folder with the built web app (index.html + assets/). */
  root?: string
}

const immutable = 'public, max-age=31536000, immutable'
const PRECOMPRESSED = /\.(?:br|gz)$/

/**
 * Serves the built web app: hashed files under /assets are cached for a year, everything else
 * (index.html first of all) is revalidated on every visit (`no-cache`, ETag, 304). Any other GET
 * outside /api gets index.html so the app's router shows the page (or its not-found page), unless
 * it names a file (an extension, a dot segment such as `/.env` or `..`): a file not in the build is
 * a 404, never the app's HTML, and a traversal is that same 404 (issue 27). Without a build (tests, API-only runs) those paths get the API's JSON 404. Files are looked up
 * per request, so a build made while the server runs (or still being written when it started)
 * is served. The build's `.br`/`.gz` copies (scripts/precompress.mjs) go to browsers that
 * accept them, br first (ADR 035); every file answer says it varies by Accept-Encoding.
 */
export async function webPlugin(app: FastifyInstance, opts: WebPluginOptions): Promise<void> {
  const root = path.resolve(opts.root ?? defaultWebRoot)
  if (!existsSync(path.join(root, 'index.html'))) app.log.info({ root }, 'no web build found (yet)')
  const assetsDir = path.join(root, 'assets')

  // Only the decorator: the routes are ours, so they can opt out of on-the-fly compression.
  await app.register(fastifyStatic, {
    root: assetsDir,
    serve: false,
    cacheControl: false,
    preCompressed: true,
    // A traversal or hidden file is not found, like any file the build does not have (not send's 403).
    allowedPath: (pathname) => !hasDotSegment(pathname),
    setHeaders(res, filePath) {
      res.setHeader('cache-control', filePath.startsWith(`${assetsDir}${path.sep}`) ? immutable : 'no-cache')
      res.setHeader('vary', 'accept-encoding')
    },
  })

  // Files are sent as built: compressible ones have their max-level copies, the rest (images,
  // a tiny favicon) gain nothing from compressing per request.
  const asBuilt = { config: { access: 'public' as const }, schema: { hide: true }, compress: false as const }

  // A missing hashed file is a plain 404, never index.html.
  app.route({
    ...asBuilt,
    method: ['GET', 'HEAD'],
    url: '/assets/*',
    handler(req, reply) {
      const file = (req.params as { '*': string })['*']
      if (PRECOMPRESSED.test(file)) return reply.callNotFound()
      return reply.sendFile(`/${file}`, assetsDir)
    },
  })

  app.route({
    ...asBuilt,
    method: ['GET', 'HEAD'],
    url: '/*',
    async handler(req, reply) {
      const pathname = req.url.split('?')[0]!
      const lower = pathname.toLowerCase()
      if (lower === '/api' || lower.startsWith('/api/') || hasDotSegment(pathname))
        return reply.code(404).send(apiNotFound)
      // Root files (favicon…) are served as they are; every other path gets the app.
      const file =
        (await rootFile(root, pathname)) ??
        (looksLikeFile(pathname) ? null : await rootFile(root, '/index.html'))
      if (!file) return reply.code(404).send(apiNotFound)
      return reply.sendFile(file, root)
    },
  })
}

/** The file under `root` a path names, if it is a regular file inside root (no `..` escapes). */
async function rootFile(root: string, pathname: string): Promise<string | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  const full = path.resolve(root, `.${decoded}`)
  if (!full.startsWith(`${root}${path.sep}`)) return null
  // The compressed copies are served in place of their original, never as files of their own.
  if (PRECOMPRESSED.test(full)) return null
  const info = await stat(full).catch(() => null)
  return info?.isFile() ? path.relative(root, full) : null
}
