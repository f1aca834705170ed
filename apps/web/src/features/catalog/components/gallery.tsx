import type { ProductImageDto } from '@kladbyte/contract'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { catalog } from '../../../i18n/sv/catalog'
import { ProductImage } from './product-image'

/** A horizontal touch movement of at least this many pixels flips the image (spec §9). */
export const SWIPE_THRESHOLD_PX = 50

/** Main image first, the rest in the server's order. */
export function orderImages(images: readonly ProductImageDto[]): ProductImageDto[] {
  return [...images].sort((a, b) => Number(b.main) - Number(a.main))
}

/** How wide the main image is drawn (the server preloads the same rendition). */
export const GALLERY_SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 100vw'

interface Props {
  images: readonly ProductImageDto[]
  /** Alt text of every image: the product's name. */
  name: string
  fallbackUrl?: string | null
}

const arrow =
  'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow ring-1 ring-stone-200 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700'

/** Product gallery: arrows, swipe, ArrowLeft/ArrowRight while focused, thumbnails and an 'n / total' counter. */
export function Gallery({ images, name, fallbackUrl }: Props) {
  const ordered = orderImages(images)
  const total = ordered.length
  const [index, setIndex] = useState(0)
  const touchStartX = useRef<number | null>(null)
  const hintId = useId()
  const current = ordered[Math.min(index, Math.max(0, total - 1))]

  const go = (delta: number) => setIndex((i) => (total === 0 ? 0 : (i + delta + total) % total))

  const onKeyDown = (e: KeyboardEvent) => {
    if (total < 2) return
    if (e.key === 'ArrowLeft') go(-1)
    else if (e.key === 'ArrowRight') go(1)
    else return
    e.preventDefault()
  }

  return (
    // The gallery itself takes focus so ArrowLeft/ArrowRight can flip images.
    <section
      aria-label={catalog.gallery}
      aria-describedby={total > 1 ? hintId : undefined}
      tabIndex={total > 1 ? 0 : undefined}
      onKeyDown={onKeyDown}
      className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-700"
    >
      {total > 1 ? (
        <p id={hintId} className="sr-only">
          {catalog.galleryHint}
        </p>
      ) : null}
      <div
        className="relative overflow-hidden rounded-xl bg-stone-100"
        onTouchStart={(e) => {
          touchStartX.current = e.changedTouches[0]?.clientX ?? null
        }}
        onTouchEnd={(e) => {
          const start = touchStartX.current
          const end = e.changedTouches[0]?.clientX
          touchStartX.current = null
          if (start === null || end === undefined || total < 2) return
          const dx = end - start
          if (Math.abs(dx) >= SWIPE_THRESHOLD_PX) go(dx < 0 ? 1 : -1)
        }}
      >
        <ProductImage
          key={current?.imageId ?? 'none'}
          image={current}
          fallbackUrl={fallbackUrl}
          alt={name}
          sizes={GALLERY_SIZES}
          eager
          className="aspect-[3/4] w-full"
        />
        {total > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={catalog.previousImage}
              className={`${arrow} left-3`}
            >
              <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5">
                <path d="M12.5 4l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={catalog.nextImage}
              className={`${arrow} right-3`}
            >
              <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5">
                <path d="M7.5 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
            <p
              aria-live="polite"
              className="absolute right-3 bottom-3 rounded-full bg-stone-900/75 px-2.5 py-0.5 text-xs font-medium text-white tabular-nums"
            >
              {catalog.imageCounter(index + 1, total)}
            </p>
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <ul className="mt-2 flex gap-2 overflow-x-auto p-1">
          {ordered.map((image, i) => (
            <li key={image.imageId} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={catalog.showImage(i + 1, total)}
                aria-current={i === index ? 'true' : undefined}
                className={`block overflow-hidden rounded-md ring-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${
                  i === index ? 'ring-emerald-700' : 'ring-transparent hover:ring-stone-300'
                }`}
              >
                <ProductImage image={image} alt="" sizes="64px" className="aspect-[3/4] w-16" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
