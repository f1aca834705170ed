// Zod-free, like limits.ts: the web's router (in the entry chunk) takes the list without zod.

/**
 * A storefront page the server answers with HTML before JavaScript (ADR 037). Its one entry here
 * feeds the web router (apps/web/src/app/router.tsx), the renderer (entry-server.tsx: the files
 * pre-rendered at build, the route chunk to preload), the server's routes (plugins/render.ts), the
 * sitemap, the access matrix's rows and the size-budget check (scripts/size-budget.test.mjs).
 */
export interface PublicPage {
  /** The path as both routers write it (Fastify and React Router share `:param` and a final `*`). */
  readonly path: string
  /** `prerendered`: HTML written at build to dist/prerender/<name>.html; `rendered`: per request. */
  readonly render: 'prerendered' | 'rendered'
  /** The pre-rendered file's name (without .html). */
  readonly name?: string
  /** Listed in sitemap-pages.xml (a garment is listed in the product sitemaps instead). */
  readonly sitemap: boolean
  /** The page's route module under apps/web, as Vite's manifest names its chunk. */
  readonly module: string
  /** The group of scripts/size-budget.json whose budget the module's chunk is held to. */
  readonly budget: 'public pages' | 'storefront'
}

const content = (page: string) => `src/features/content/routes/${page}.tsx`
const SHOP = 'src/features/catalog/routes/shop.tsx'

/** Every public page, in the sitemap's order. */
export const PUBLIC_PAGES = [
  {
    path: '/',
    render: 'prerendered',
    name: 'home',
    sitemap: true,
    module: content('home'),
    budget: 'public pages',
  },
  { path: '/shop', render: 'rendered', sitemap: true, module: SHOP, budget: 'public pages' },
  {
    path: '/about',
    render: 'prerendered',
    name: 'about',
    sitemap: true,
    module: content('about'),
    budget: 'public pages',
  },
  {
    path: '/guide',
    render: 'prerendered',
    name: 'guide',
    sitemap: true,
    module: content('guide'),
    budget: 'public pages',
  },
  {
    path: '/faq',
    render: 'prerendered',
    name: 'faq',
    sitemap: true,
    module: content('faq'),
    budget: 'public pages',
  },
  // The contact form's chunk (form and validation) is held to the storefront's budget.
  {
    path: '/contact',
    render: 'prerendered',
    name: 'contact',
    sitemap: true,
    module: content('contact'),
    budget: 'storefront',
  },
  {
    path: '/terms',
    render: 'prerendered',
    name: 'terms',
    sitemap: true,
    module: content('terms'),
    budget: 'public pages',
  },
  {
    path: '/policy',
    render: 'prerendered',
    name: 'policy',
    sitemap: true,
    module: content('terms'),
    budget: 'public pages',
  },
  // A category's page: the sitemap lists each visible category itself.
  { path: '/shop/*', render: 'rendered', sitemap: false, module: SHOP, budget: 'public pages' },
  {
    path: '/product/:productId',
    render: 'rendered',
    sitemap: false,
    module: 'src/app/product-page.tsx',
    budget: 'public pages',
  },
] as const satisfies readonly PublicPage[]

/** A route module of a public page. */
export type PublicPageModule = (typeof PUBLIC_PAGES)[number]['module']

/** The pre-rendered pages' file names (dist/prerender/<name>.html) by path. */
export const PRERENDERED_PAGES: Record<string, string> = Object.fromEntries(
  PUBLIC_PAGES.flatMap((p) => ('name' in p ? [[p.path, p.name]] : [])),
)

/** The paths listed in sitemap-pages.xml, in order. */
export const SITEMAP_PAGES: readonly string[] = PUBLIC_PAGES.filter((p) => p.sitemap).map((p) => p.path)

/**
 * A lower-case pathname's pattern for a page's path: `:param` is one segment, a final `*` any
 * rest. Used to find the page a requested URL is (the renderer's route chunk to preload).
 */
export const pagePattern = (path: string) =>
  new RegExp(
    `^${path
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:[A-Za-z]+/g, '[^/]+')
      .replace(/\/\*$/, '/.*')}$`,
  )
