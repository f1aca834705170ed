import type { SubmissionItemImageDto } from '@kladbyte/contract'
import { useState } from 'react'
import { Dialog } from '../../../../components/ui/dialog'
import { adminSubmissionReview as r } from '../../../../i18n/sv/admin-submission-review'
import { adminSubmissions } from '../../../../i18n/sv/admin-submissions'

const t = adminSubmissions.detail

/** An item's photos as thumbnails; a click (or Enter) enlarges one in a dialog (spec §2.2). */
export function ItemPhotos({
  images,
  position,
}: {
  images: readonly SubmissionItemImageDto[]
  position: number
}) {
  const [open, setOpen] = useState<number | null>(null)
  if (images.length === 0) return <p className="text-sm text-stone-600">{t.noImages}</p>
  const shown = open === null ? null : images[open]
  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label={t.images}>
        {images.map((image, i) => (
          <li key={image.imageId}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-label={r.item.enlarge(position, i + 1)}
              className="block overflow-hidden rounded-md ring-1 ring-stone-300 focus-visible:outline-2 focus-visible:outline-emerald-800"
            >
              <img src={image.thumbnailUrl} alt="" loading="lazy" className="size-20 object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={shown !== null && shown !== undefined}
        onClose={() => setOpen(null)}
        title={open === null ? '' : r.item.imageTitle(position, open + 1)}
        size="lg"
      >
        {shown && (
          <img
            src={shown.imageUrl}
            srcSet={shown.srcset || undefined}
            sizes="(min-width: 48rem) 46rem, 100vw"
            alt={r.item.imageAlt(position, (open ?? 0) + 1)}
            width={shown.width}
            height={shown.height}
            className="mx-auto h-auto max-h-[70dvh] w-auto max-w-full rounded-md object-contain"
          />
        )}
      </Dialog>
    </>
  )
}
