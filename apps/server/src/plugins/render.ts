import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import {
  type CategoryDto,
  PRERENDERED_PAGES,
  type ProductDto,
  ProductSearchQuery,
  type ProductSearchResponse,
  PUBLIC_PAGES,
  type PublicSettingsDto,
} from '@kladbyte/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../lib/errors.js'
import { hasDotSegment } from '../lib/url-path.js'
import { createSettingsService } from '../modules/contact/settings.service.js'
import { apiNotFound } from './errors.js'

/** What the web app's SSR build (apps/web/src/entry-server.tsx) exports; kept in step by the render tests. */
export interface Renderer {
  PRERENDERED_PAGES: Record<string, string>
  renderPage(input: {
    url: string
    template: string
    manifest: unknown
    loaders: {
      categories(): Promise<CategoryDto[]>
      settings(): Promise<PublicSettingsDto>
      search(params: Record<string, string>): Promise<ProductSearchResponse>
      product(id: string): Promise<ProductDto | null>
    }
  }): Promise<{ status: 200; html: string } | { status: 404 }>
}

export interface RenderPluginOptions {
  /** Folder with the built web app (index.html, server/entry-server.js, prerender/). */
  root?: string
  /** Tests: the renderer module (default: root/server/entry-server.js, reloaded when rebuilt). */
  loadRenderer?: () => Promise<Renderer | null>
}

const defaultWebRoot = fileURLToPath(new URL('../../../web/dist', import.meta.url))

/** A file read with a strong ETag from its content, re-read only when its mtime changes. */
function fileCache() {
  const cache = new Map<string, { mtimeMs: number; body: string; etag: string }>()
  return async (file: string) => {
    const info = await stat(file).catch(() => null)
    if (!info?.isFile()) return null
    const hit = cache.get(file)
    if (hit && hit.mtimeMs === info.mtimeMs) return hit
    const body = await readFile(file, 'utf8')
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
    const entry = { mtimeMs: info.mtimeMs, body, etag }
    cache.set(file, entry)
    return entry
  }
}

/**
 * Paint before JavaScript (ADR 037): the contract's PUBLIC_PAGES are answered with their HTML
 * pre-rendered at build (dist/prerender/<name>.html), or (/shop, /shop/…, /product/{id}) rendered
 * per request with their data read in-process and inlined for hydration. Every other path stays with web.ts's index.html. Without a build (tests,
 * API-only runs) these paths answer like web.ts does.
 */
export async function renderPlugin(app: FastifyInstance, opts: RenderPluginOptions): Promise<void> {
  const root = path.resolve(opts.root ?? defaultWebRoot)
  const files = fileCache()
  const settings = createSettingsService({ db: app.db, config: app.config })
  const entryFile = path.join(root, 'server', 'entry-server.js')
  const loadRenderer =
    opts.loadRenderer ??
    (async () => {
      const info = await stat(entryFile).catch(() => null)
      if (!info) return null
      // The mtime in the URL makes a rebuild load anew (Node caches modules by URL).
      return (await import(`${pathToFileURL(entryFile).href}?v=${info.mtimeMs}`)) as Renderer
    })

  const loaders = {
    categories: () => app.catalog.listCategories(),
    settings: () => settings.publicSettings(),
    search: (params: Record<string, string>) => app.catalog.search(ProductSearchQuery.parse(params)),
    async product(id: string) {
      try {
        return (await app.catalog.getProduct(id, null)).product
      } catch (err) {
        if (err instanceof AppError && (err.kind === 'not_found' || err.kind === 'bad_request')) return null
        throw err
      }
    },
  }

  /** A file's page with its ETag: 304 when the browser has this version (only for a 200). */
  function sendPage(
    req: FastifyRequest,
    reply: FastifyReply,
    page: { body: string; etag: string },
    status = 200,
  ) {
    reply.code(status).header('cache-control', 'no-cache').header('etag', page.etag)
    const known = (req.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim())
    if (status === 200 && known.includes(page.etag)) return reply.code(304).send()
    return reply.type('text/html; charset=utf-8').send(page.body)
  }

  /** index.html, the client-rendered page (staff, a render that failed, an unknown category). */
  async function sendShell(req: FastifyRequest, reply: FastifyReply, status = 200) {
    const shell = await files(path.join(root, 'index.html'))
    if (!shell) return reply.code(404).send(apiNotFound)
    return sendPage(req, reply, shell, status)
  }

  async function serveRendered(req: FastifyRequest, reply: FastifyReply) {
    // Staff see hidden garments and edit prices: their pages come from the API as they are.
    if (req.user?.isAdmin) return sendShell(req, reply)
    const [renderer, template, manifest] = await Promise.all([
      loadRenderer(),
      files(path.join(root, 'index.html')),
      files(path.join(root, '.vite', 'manifest.json')),
    ])
    if (!renderer || !template) return sendShell(req, reply)
    try {
      const page = await renderer.renderPage({
        url: req.url,
        template: template.body,
        manifest: manifest ? JSON.parse(manifest.body) : null,
        loaders,
      })
      // A missing or hidden garment: 404, and the app shows its not-found page.
      if (page.status === 404) return sendShell(req, reply, 404)
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page.html)
    } catch (err) {
      // The page still works rendered by the browser (an unknown category gets its message there).
      if (!(err instanceof AppError)) req.log.error({ err }, 'server rendering failed')
      return sendShell(req, reply)
    }
  }

  async function servePrerendered(req: FastifyRequest, reply: FastifyReply) {
    const pathname = req.url
      .split('?')[0]!
      .toLowerCase()
      .replace(/(.)\/+$/, '$1')
    const page = await files(path.join(root, 'prerender', `${PRERENDERED_PAGES[pathname]}.html`))
    if (!page) return sendShell(req, reply)
    return sendPage(req, reply, page)
  }

  const route = (url: string, handler: typeof serveRendered) =>
    app.route({
      method: ['GET', 'HEAD'],
      url,
      config: { access: 'public' },
      schema: { hide: true },
      // `/shop/../.env` sent as is: a traversal is the same 404 as in web.ts, not a page.
      handler: (req, reply) =>
        hasDotSegment(req.url) ? reply.code(404).send(apiNotFound) : handler(req, reply),
    })
  for (const page of PUBLIC_PAGES)
    route(page.path, page.render === 'prerendered' ? servePrerendered : serveRendered)
}
