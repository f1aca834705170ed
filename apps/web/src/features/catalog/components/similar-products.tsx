import type { ProductDto } from '@kladbyte/contract'
import { catalog } from '../../../i18n/sv/catalog'
import { useSimilarProducts } from '../api/get-similar-products'
import { ProductCard, ProductCardSkeleton } from './product-card'

const SIZES = '(min-width: 1024px) 280px, (min-width: 640px) 25vw, 50vw'

/** 'Liknande produkter': up to 4 garments from the first source that has any. */
export function SimilarProducts({
  product,
  mainCategoryId,
}: {
  product: ProductDto
  mainCategoryId: string
}) {
  const similar = useSimilarProducts(product, mainCategoryId)
  if (similar.isError || similar.data?.length === 0) return null
  return (
    <section aria-labelledby="similar-heading" className="mt-16 border-t border-stone-200 pt-10">
      <h2 id="similar-heading" className="text-xl font-semibold tracking-tight text-stone-900">
        {catalog.similar}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-4">
        {similar.data
          ? similar.data.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} sizes={SIZES} />
              </li>
            ))
          : Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <li key={i}>
                <ProductCardSkeleton />
              </li>
            ))}
      </ul>
    </section>
  )
}
