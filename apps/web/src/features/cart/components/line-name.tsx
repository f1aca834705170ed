import type { CartItemDto } from '@kladbyte/contract'
import { Link } from 'react-router'
import { UnavailableBadge } from './unavailable-badge'

/** A line's garment name linking to its page, with the badge when it is no longer available. */
export function LineName({ item }: { item: CartItemDto }) {
  return (
    <>
      <Link
        to={`/product/${item.productId}`}
        className="font-medium text-stone-900 underline-offset-2 hover:underline"
      >
        {item.productName}
      </Link>
      {!item.available && (
        <div>
          <UnavailableBadge />
        </div>
      )}
    </>
  )
}
