import type { CategoryDto, ProductDto } from '@kladbyte/contract'
import { Fragment } from 'react'
import { Link } from 'react-router'
import { Badge } from '../../../components/ui/badge'
import { catalog } from '../../../i18n/sv/catalog'
import { formatPoints } from '../../../lib/format'
import { useListActions } from '../../../lib/list-actions'
import { PointsDots } from './points-dots'

interface Props {
  product: ProductDto
  /** The category chain, top-level first (for the 'parent / child' path). */
  categoryPath: CategoryDto[]
}

/** Name, category path, points, size, description, the state badge and the cart/wishlist buttons. */
export function ProductSummary({ product, categoryPath }: Props) {
  const { addToCart, addToWishlist } = useListActions()
  const unavailable = product.state !== 'available' ? product.state : null
  return (
    <div>
      {categoryPath.length > 0 ? (
        <p className="text-sm text-stone-600">
          <span className="sr-only">{catalog.category}: </span>
          {categoryPath.map((c, i) => (
            <Fragment key={c.id}>
              {i > 0 ? ' / ' : null}
              <Link to={`/shop/${c.id}`} className="hover:text-emerald-800 hover:underline">
                {c.name}
              </Link>
            </Fragment>
          ))}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap items-start gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{product.name}</h1>
        {unavailable ? (
          <Badge tone="strong" className="mt-1 tracking-wide uppercase">
            {catalog.stateBadge[unavailable]}
          </Badge>
        ) : null}
      </div>

      <dl className="mt-5 grid grid-cols-[auto_1fr] items-center gap-x-6 gap-y-3 text-sm">
        <dt className="text-stone-600">{catalog.price}</dt>
        <dd className="flex items-center gap-3">
          <PointsDots price={product.price} />
          <span className="text-lg font-semibold text-emerald-900">{formatPoints(product.price)}</span>
        </dd>
        <dt className="text-stone-600">{catalog.size}</dt>
        <dd className="font-medium text-stone-900">{product.size}</dd>
      </dl>

      {product.description ? (
        <p className="mt-6 leading-relaxed whitespace-pre-line text-stone-700">{product.description}</p>
      ) : null}

      <div className="mt-8 grid gap-3 sm:grid-cols-2">
        <button
          type="button"
          disabled={unavailable !== null}
          aria-describedby={unavailable ? 'product-unavailable' : undefined}
          onClick={() => addToCart(product)}
          className="h-12 w-full rounded-md bg-emerald-800 px-6 text-sm font-semibold text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
        >
          {catalog.addToCart}
        </button>
        <button
          type="button"
          disabled={unavailable !== null}
          aria-describedby={unavailable ? 'product-unavailable' : undefined}
          onClick={() => addToWishlist(product)}
          className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-md border border-stone-300 bg-white px-6 text-sm font-semibold text-stone-800 hover:border-stone-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:cursor-not-allowed disabled:text-stone-600"
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5">
            <path
              d="M10 17s-6.5-4-6.5-8.5A3.5 3.5 0 0 1 10 6a3.5 3.5 0 0 1 6.5 2.5C16.5 13 10 17 10 17z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
          </svg>
          {catalog.addToWishlist}
        </button>
      </div>
      {unavailable ? (
        <p id="product-unavailable" className="mt-3 rounded-md bg-stone-100 p-3 text-sm text-stone-700">
          {catalog.stateExplanation[unavailable]}
        </p>
      ) : null}
      <p className="mt-6 text-sm text-stone-600">{catalog.deliveryNote}</p>
    </div>
  )
}
