/** Builds public URLs of stored media: through MEDIA_PUBLIC_URL (a CDN) when set, else `/media/...`. */
export interface MediaUrls {
  /** URL of a stored file, e.g. `products/abc-640.webp`. */
  file(relativePath: string): string
  /** URL of one rendition of an image. */
  rendition(storageKey: string, width: number): string
  /** `url 320w, url 640w, ...` for `<img srcset>`. */
  srcset(storageKey: string, widths: readonly number[]): string
  /** The mid-size rendition (640 px, or the nearest smaller one) used as the plain `src`. */
  defaultUrl(storageKey: string, widths: readonly number[]): string
}

/** The width a plain `src` uses: good on a phone, fine as a fallback on desktop. */
const DEFAULT_DISPLAY_WIDTH = 640

/** The rendition a plain `src` shows: 640 px, or the nearest smaller one, or the smallest there is. */
function defaultWidth(widths: readonly number[]): number {
  const sorted = [...widths].sort((a, b) => a - b)
  const fitting = sorted.filter((w) => w <= DEFAULT_DISPLAY_WIDTH)
  return fitting.at(-1) ?? sorted[0] ?? DEFAULT_DISPLAY_WIDTH
}

export function createMediaUrls(publicBase?: string): MediaUrls {
  const base = (publicBase ?? '/media').replace(/\/+$/, '')
  const file = (relativePath: string) => {
    // A private file under a public URL would leak it to anyone holding the link (and to the CDN).
    if (relativePath.startsWith('private/'))
      throw new Error(`private media has no public URL: ${relativePath}`)
    return `${base}/${relativePath.replace(/^\/+/, '')}`
  }
  const rendition = (key: string, width: number) => file(`${key}-${width}.webp`)
  return {
    file,
    rendition,
    srcset: (key, widths) =>
      [...widths]
        .sort((a, b) => a - b)
        .map((w) => `${rendition(key, w)} ${w}w`)
        .join(', '),
    defaultUrl: (key, widths) => rendition(key, defaultWidth(widths)),
  }
}

/** The owners whose images are private: served only to the owner and staff, through the API. */
export type PrivateImageOwner = 'submissions'

/**
 * The API path that serves one rendition of a private image, e.g.
 * `/api/media/private/submissions/<imageId>/640`. Same origin on purpose: the session cookie
 * travels, and MEDIA_PUBLIC_URL (a CDN that cannot check anyone) never applies.
 */
export function privateImageUrl(owner: PrivateImageOwner, imageId: string, width: number): string {
  return `/api/media/private/${owner}/${encodeURIComponent(imageId)}/${width}`
}

/** `url 320w, url 640w, ...` of a private image, for `<img srcset>`. */
export function privateImageSrcset(
  owner: PrivateImageOwner,
  imageId: string,
  widths: readonly number[],
): string {
  return [...widths]
    .sort((a, b) => a - b)
    .map((w) => `${privateImageUrl(owner, imageId, w)} ${w}w`)
    .join(', ')
}
