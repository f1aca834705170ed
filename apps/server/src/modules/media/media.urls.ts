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
export const DEFAULT_DISPLAY_WIDTH = 640

export function createMediaUrls(publicBase?: string): MediaUrls {
  const base = (publicBase ?? '/media').replace(/\/+$/, '')
  const file = (relativePath: string) => `${base}/${relativePath.replace(/^\/+/, '')}`
  const rendition = (key: string, width: number) => file(`${key}-${width}.webp`)
  return {
    file,
    rendition,
    srcset: (key, widths) =>
      [...widths]
        .sort((a, b) => a - b)
        .map((w) => `${rendition(key, w)} ${w}w`)
        .join(', '),
    defaultUrl(key, widths) {
      const sorted = [...widths].sort((a, b) => a - b)
      const fitting = sorted.filter((w) => w <= DEFAULT_DISPLAY_WIDTH)
      return rendition(key, fitting.at(-1) ?? sorted[0] ?? DEFAULT_DISPLAY_WIDTH)
    },
  }
}
