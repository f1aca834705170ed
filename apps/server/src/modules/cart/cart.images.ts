/**
 * URL of a product image's 640 px rendition. Local stand-in for the catalogue's media URL helper
 * (same rule: `${MEDIA_PUBLIC_URL}/media/products/<storageKey>-640.webp`, same-origin when unset).
 */
export function productImageUrl(mediaBaseUrl: string | undefined, storageKey: string | null): string {
  if (!storageKey) return ''
  return `${(mediaBaseUrl ?? '').replace(/\/$/, '')}/media/products/${storageKey}-640.webp`
}
