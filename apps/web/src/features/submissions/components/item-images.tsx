import type { SubmissionItemImageDto } from '@kladbyte/contract'
import { submissions as submissionTexts } from '../../../i18n/sv/submissions'

const t = submissionTexts.items

/** Thumbnail sizes of spec §9: 50 px in the table, 70 px on phones, 80–100 px while editing. */
const sizes = { table: 'size-[50px]', phone: 'size-[70px]', edit: 'size-24' } as const

/** An item's photos as thumbnails; each opens its large image in a new tab. */
export function ItemImages({
  images,
  position,
  size,
  onDelete,
}: {
  images: readonly SubmissionItemImageDto[]
  position: number
  size: keyof typeof sizes
  /** Edit mode: a remove button on each photo. */
  onDelete?: (image: SubmissionItemImageDto) => void
}) {
  if (images.length === 0) return <span className="text-sm text-stone-600">{t.noImages}</span>
  return (
    <ul className="flex flex-wrap gap-2">
      {images.map((image, i) => (
        <li key={image.imageId} className="relative">
          <a
            href={image.imageUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="block overflow-hidden rounded-md ring-1 ring-stone-300 focus-visible:outline-2 focus-visible:outline-emerald-800"
          >
            <img
              src={image.thumbnailUrl}
              alt={t.openImage(position, i + 1)}
              loading="lazy"
              className={`${sizes[size]} object-cover ${image.main ? 'ring-2 ring-emerald-700' : ''}`}
            />
          </a>
          {onDelete && (
            <button
              type="button"
              onClick={() => onDelete(image)}
              aria-label={t.deleteImage(i + 1)}
              className="absolute -top-2 -right-2 inline-flex size-8 items-center justify-center rounded-full bg-white text-stone-800 shadow ring-1 ring-stone-300 hover:bg-red-50 hover:text-red-800"
            >
              <span aria-hidden="true">✕</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}
