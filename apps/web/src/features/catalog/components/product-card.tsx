import type { ProductDto } from '@kladbyte/contract'
import { useRef } from 'react'
import { Link } from 'react-router'
import { Skeleton } from '../../../components/ui/skeleton'
import { catalog } from '../../../i18n/sv/catalog'
import { formatPoints } from '../../../lib/format'
import { usePreloadInView } from '../../../lib/route-preload'
import { mainImage, ProductImage } from './product-image'

interface Props {
  product: ProductDto
  /** `sizes` for the card image, matching the grid it sits in. */
  sizes: string
  /** Load the photo at once with high priority (the grid's first card). */
  eager?: boolean
}

/** A garment in a grid: image, name, size and points, linking to the product page. */
export function ProductCard({ product, sizes, eager = false }: Props) {
  const card = useRef<HTMLElement>(null)
  // The product page's chunk is on its way while the member still browses the grid.
  usePreloadInView(card, `/product/${product.id}`)
  return (
    <article ref={card} className="group relative flex flex-col">
      <div className="overflow-hidden rounded-lg">
        <ProductImage
          image={mainImage(product)}
          fallbackUrl={product.imageUrl}
          alt={product.name}
          sizes={sizes}
          eager={eager}
          className="aspect-[3/4] w-full transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <h3 className="mt-3 line-clamp-2 text-sm font-medium text-stone-900">
        <Link
          to={`/product/${product.id}`}
          className="rounded-sm after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        >
          {product.name}
        </Link>
      </h3>
      <div className="mt-1 flex items-baseline justify-between gap-2 text-sm">
        <span className="text-stone-600" data-field="size">
          <span className="sr-only">{catalog.size}: </span>
          {product.size}
        </span>
        <span className="font-semibold text-emerald-800" data-field="points">
          {formatPoints(product.price)}
        </span>
      </div>
    </article>
  )
}

/** A grey stand-in for a card while results load. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="aspect-[3/4] w-full rounded-lg" />
      <Skeleton className="mt-3 h-4 w-3/4" />
      <Skeleton className="mt-2 h-4 w-1/3" />
    </div>
  )
}
