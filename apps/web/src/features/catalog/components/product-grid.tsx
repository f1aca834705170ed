import type { ProductDto } from '@kladbyte/contract'
import type { Columns } from '../hooks/use-columns'
import { ProductCard, ProductCardSkeleton } from './product-card'

/** Tailwind needs whole class names, so each desktop column count maps to its own class. */
const desktopColumns: Record<Columns, string> = {
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
}

/**
 * `sizes` for a card: half the screen on phones (2 columns), a third on tablets, and on desktop the
 * content column (max 80rem minus the 16rem sidebar and gaps) divided by the chosen column count.
 * A 390 px phone at 3x density thus asks for ~585 px and gets the 640 w rendition, never 1024 w.
 */
export function cardImageSizes(columns: Columns): string {
  const desktopPx = Math.ceil(1000 / columns)
  return `(min-width: 1280px) ${desktopPx}px, (min-width: 1024px) calc((100vw - 22rem) / ${columns}), (min-width: 640px) 33vw, 50vw`
}

interface Props {
  products: ProductDto[] | undefined
  columns: Columns
  /** How many skeletons to show while there are no results yet. */
  skeletons: number
  busy: boolean
}

/** The product grid: 2 columns on phones, 3 on tablets, 3/4/5 on desktop. */
export function ProductGrid({ products, columns, skeletons, busy }: Props) {
  const grid = `grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 ${desktopColumns[columns]}`
  if (!products)
    return (
      <div className={grid}>
        {Array.from({ length: skeletons }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    )
  const sizes = cardImageSizes(columns)
  return (
    <ul className={`${grid} transition-opacity ${busy ? 'opacity-60' : ''}`} aria-busy={busy}>
      {products.map((p, i) => (
        <li key={p.id}>
          {/* The first photo is the page's largest paint: it skips the image queue (the server preloads it). */}
          <ProductCard product={p} sizes={sizes} eager={i === 0} />
        </li>
      ))}
    </ul>
  )
}
