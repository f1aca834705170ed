/** The parts of Vite's manifest (dist/.vite/manifest.json) that preloading needs. */
export type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>

/** The image that will be the page's largest paint, preloaded ahead of the scripts. */
export interface LcpImage {
  src: string
  srcset?: string
  sizes?: string
}

export interface DocumentParts {
  /** Server markup of the app, put into #root. */
  appHtml: string
  /** Dehydrated TanStack Query state, or null for a page with no inlined data. */
  state: unknown
  title?: string
  /** The route's own module in the manifest (e.g. src/features/catalog/routes/shop.tsx). */
  routeModule?: string
  lcpImage?: LcpImage | null
}

/** Id of the data-only script the client hydrates its query cache from. */
export const STATE_SCRIPT_ID = 'kb-query-state'

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * JSON that is safe inside a <script> element: `<` becomes \u003c, so no string (a garment named
 * `</script><script>…`) can close the element; U+2028/2029 are escaped for old parsers.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** A module's chunk, its static imports' chunks and their CSS, each once. */
function chunksOf(
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
): { js: string[]; css: string[] } {
  const out = { js: [] as string[], css: [] as string[] }
  const visit = (k: string) => {
    if (seen.has(k)) return
    seen.add(k)
    const entry = manifest[k]
    if (!entry) return
    out.js.push(entry.file)
    out.css.push(...(entry.css ?? []))
    for (const child of entry.imports ?? []) visit(child)
  }
  visit(key)
  return out
}

/** Preload links for the LCP image and the route's chunk (the entry's own chunks are in index.html already). */
export function headTags(
  manifest: Manifest | null,
  parts: Pick<DocumentParts, 'routeModule' | 'lcpImage'>,
): string {
  const tags: string[] = []
  const img = parts.lcpImage
  if (img) {
    const set = img.srcset
      ? ` imagesrcset="${escapeAttr(img.srcset)}" imagesizes="${escapeAttr(img.sizes ?? '100vw')}"`
      : ''
    tags.push(`<link rel="preload" as="image" href="${escapeAttr(img.src)}"${set} fetchpriority="high">`)
  }
  if (manifest && parts.routeModule) {
    const entryKey = Object.keys(manifest).find((k) => k.endsWith('index.html'))
    const inEntry = entryKey ? chunksOf(manifest, entryKey) : { js: [], css: [] }
    const route = chunksOf(manifest, parts.routeModule)
    for (const css of route.css)
      if (!inEntry.css.includes(css)) tags.push(`<link rel="stylesheet" href="/${css}">`)
    for (const js of route.js)
      if (!inEntry.js.includes(js)) tags.push(`<link rel="modulepreload" href="/${js}">`)
  }
  return tags.join('')
}

/** index.html with the page's markup in #root, its preloads in <head> and its data inlined. */
export function renderDocument(template: string, manifest: Manifest | null, parts: DocumentParts): string {
  let html = template.replace('</head>', `${headTags(manifest, parts)}</head>`)
  if (parts.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(parts.title)}</title>`)
  const state =
    parts.state === null
      ? ''
      : `<script type="application/json" id="${STATE_SCRIPT_ID}">${scriptSafeJson(parts.state)}</script>`
  // Marked so the client hydrates instead of rendering afresh; replace() with a function ignores `$` patterns.
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root" data-ssr="">${parts.appHtml}</div>${state}`,
  )
}
