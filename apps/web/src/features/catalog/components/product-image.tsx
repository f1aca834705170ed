import type { ProductDto, ProductImageDto } from '@kladbyte/contract'
import { useEffect, useRef } from 'react'
import { catalog } from '../../../i18n/sv/catalog'
import { rendersServerMarkup } from '../../../lib/use-hydrated'
import { useQueuedImage } from '../hooks/use-queued-image'

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
  /** The image the visitor is looking at (the gallery's): loads at once, ahead of waiting images, with high priority. */
  eager?: boolean
}

/**
 * A product image with srcset/sizes and intrinsic width/height (no layout shift), loaded through
 * the shared image queue (at most 3 at once, near the viewport first; see `useQueuedImage`).
 * Until its turn it is a grey box of the same shape; a failed load is retried after 100 ms.
 */
export function ProductImage({ image, fallbackUrl, alt, sizes, className = '', eager = false }: Props) {
  const src = image?.imageUrl ?? fallbackUrl ?? null
  const placeholder = useRef<HTMLDivElement>(null)
  const { phase, attempt, onLoad, onError } = useQueuedImage(placeholder, eager, src !== null)
  // An urgent image in the server's HTML (ADR 037) is an <img> from the first paint, not a grey box:
  // it stays one while it waits for its (first) slot, so hydration keeps the element and its download.
  const inServerMarkup = useRef(rendersServerMarkup())
  // Only the first attempt: a retry waits for its slot like any other (at most three at once).
  const shownBeforeSlot = eager && inServerMarkup.current && phase === 'queued' && attempt === 0
  const img = useRef<HTMLImageElement>(null)
  const showsImg = phase === 'loading' || phase === 'done' || shownBeforeSlot
  // That image may have loaded or failed before React listened (before hydration): read the outcome.
  useEffect(() => {
    const element = img.current
    if (!showsImg || !inServerMarkup.current || !element?.complete || phase === 'done') return
    if (element.naturalWidth > 0) onLoad()
    else onError()
  }, [showsImg, phase, onLoad, onError])

  if (!src || phase === 'broken') {
    return (
      <div
        className={`flex items-center justify-center bg-stone-100 text-sm text-stone-600 ${className}`}
        role="img"
        aria-label={alt}
      >
        {catalog.noImage}
      </div>
    )
  }
  if (!showsImg) {
    // Named like the image it stands for (a decorative thumbnail stays hidden from screen readers).
    const named = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true }
    return (
      <div ref={placeholder} className={`bg-stone-100 ${className}`} data-image-phase={phase} {...named} />
    )
  }
  return (
    <img
      ref={img}
      key={attempt}
      src={src}
      srcSet={image?.srcset || undefined}
      sizes={image?.srcset ? sizes : undefined}
      width={image?.width || undefined}
      height={image?.height || undefined}
      alt={alt}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onLoad={onLoad}
      onError={onError}
      className={`bg-stone-100 object-cover ${className}`}
    />
  )
}
