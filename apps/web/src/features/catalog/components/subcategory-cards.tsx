import type { CategoryDto } from '@kladbyte/contract'
import { Link } from 'react-router'
import { catalog } from '../../../i18n/sv/catalog'

interface Props {
  subcategories: CategoryDto[]
  hrefFor: (categoryId: string) => string
}

/** A category image path as a URL: absolute URLs and rooted paths as they are, others under /media. */
export function categoryImageUrl(path: string | null): string | null {
  if (!path) return null
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return path
  return `/media/${path}`
}

/** Cards for the current category's children, above the products. */
export function SubcategoryCards({ subcategories, hrefFor }: Props) {
  if (subcategories.length === 0) return null
  return (
    <section aria-label={catalog.subcategories} className="mb-8">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {subcategories.map((c) => {
          const image = categoryImageUrl(c.imageRelativePath)
          return (
            <li key={c.id}>
              <Link
                to={hrefFor(c.id)}
                className="group flex items-center gap-3 rounded-lg border border-stone-200 bg-white p-2 pr-3 hover:border-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
              >
                {image ? (
                  <img
                    src={image}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="size-12 shrink-0 rounded-md bg-stone-100 object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-12 shrink-0 items-center justify-center rounded-md bg-emerald-50 text-lg font-semibold text-emerald-800"
                  >
                    {c.name.charAt(0)}
                  </span>
                )}
                <span className="min-w-0 truncate text-sm font-medium text-stone-800 group-hover:text-emerald-900">
                  {c.name}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
