import type { ProductDto, ProductImageDto } from '@kladbyte/contract'
import { useEffect, useState } from 'react'
import { sv } from '../../../i18n/sv'

/** The image a card shows: the main one, else the first, else none. */
export function mainImage(product: ProductDto): ProductImageDto | undefined {
  return product.images.find((i) => i.main) ?? product.images[0]
}

interface Props {
  image: ProductImageDto | undefined
  /** Fallback URL when the product has no image records but still has an imageUrl. */
  fallbackUrl?: string | null
  alt: string
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks the smallest rendition. */
  sizes: string
  className?: string
  /** Above-the-fold images (the product page's main image) load eagerly with high priority. */
  eager?: boolean
}

/** How long to wait before retrying an image that failed to load (spec §9). */
const RETRY_DELAY_MS = 100

/**
 * A product image with srcset/sizes, intrinsic width/height (no layout shift) and lazy loading.
 * A failed load is retried once after 100 ms (a transient error should not leave a hole in the grid).
 */
export function ProductImage({ image, fallbackUrl, alt, sizes, className = '', eager = false }: Props) {
  const src = image?.imageUrl ?? fallbackUrl ?? null
  const [attempt, setAttempt] = useState(0)
  const [failedAt, setFailedAt] = useState<number | null>(null)

  useEffect(() => {
    if (failedAt === null || failedAt > 0) return
    const timer = setTimeout(() => setAttempt(1), RETRY_DELAY_MS)
    return () => clearTimeout(timer)
  }, [failedAt])

  if (!src || (failedAt !== null && failedAt >= 1)) {
    return (
      <div
        className={`flex items-center justify-center bg-stone-100 text-sm text-stone-600 ${className}`}
        role="img"
        aria-label={alt}
      >
        {sv.catalog.noImage}
      </div>
    )
  }
  return (
    <img
      key={attempt}
      src={src}
      srcSet={image?.srcset || undefined}
      sizes={image?.srcset ? sizes : undefined}
      width={image?.width || undefined}
      height={image?.height || undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onError={() => setFailedAt(attempt)}
      className={`bg-stone-100 object-cover ${className}`}
    />
  )
}
