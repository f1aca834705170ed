import { Link, useParams } from 'react-router'
import { Skeleton } from '../../../components/ui/skeleton'
import { catalog } from '../../../i18n/sv/catalog'
import { useCategories } from '../../../lib/categories'
import { usePageTitle } from '../../../lib/use-page-title'
import { isProductMissing, useProduct } from '../api/get-product'
import { Gallery } from '../components/gallery'
import { ProductSummary } from '../components/product-summary'
import { SimilarProducts } from '../components/similar-products'
import { useScrollTopOnPush } from '../hooks/use-scroll-restoration'
import { categoryAncestry } from '../lib/categories'

/** The product page: /product/{productId}. */
export function Component() {
  const { productId = '' } = useParams()
  const product = useProduct(productId)
  useScrollTopOnPush(productId)
  const categories = useCategories()
  const missing = product.isError && isProductMissing(product.error)
  usePageTitle(product.data?.name ?? (missing ? catalog.productNotFound : catalog.productTitle))

  if (product.isPending) return <ProductSkeleton />
  if (product.isError)
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center" role="alert">
        <h1 className="text-2xl font-semibold text-stone-900">
          {missing ? catalog.productNotFound : catalog.loadError}
        </h1>
        {missing ? null : <p className="mt-2 text-stone-600">{product.error.message}</p>}
        <div className="mt-8 flex justify-center gap-3">
          {missing ? null : (
            <button
              type="button"
              onClick={() => void product.refetch()}
              className="rounded-md border border-stone-300 px-4 py-2 text-sm font-medium hover:border-stone-500 focus-visible:outline-2 focus-visible:outline-emerald-700"
            >
              {catalog.retry}
            </button>
          )}
          <Link
            to="/shop"
            className="rounded-md bg-emerald-800 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          >
            {catalog.backToShop}
          </Link>
        </div>
      </section>
    )

  const p = product.data
  const path = categoryAncestry(categories.data ?? [], p.categoryId)
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-14">
        <Gallery images={p.images} name={p.name} fallbackUrl={p.imageUrl} />
        <div className="lg:sticky lg:top-24 lg:self-start">
          <ProductSummary product={p} categoryPath={path} />
        </div>
      </div>
      {/* The top-level category id works for either reading of "main category" on the server. */}
      {categories.isPending ? null : (
        <SimilarProducts key={p.id} product={p} mainCategoryId={path[0]?.id ?? p.categoryId} />
      )}
    </div>
  )
}

function ProductSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10" aria-busy="true">
      <p className="sr-only" role="status">
        {catalog.loadingProduct}
      </p>
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-14" aria-hidden="true">
        <Skeleton className="aspect-[3/4] w-full rounded-xl" />
        <div className="space-y-4">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      </div>
    </div>
  )
}
