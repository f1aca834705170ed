import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { Spinner } from '../../components/ui/spinner'

/** The storefront frame: header, page, footer. (Header, panels and footer come with the shell.) */
export function ShopLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <main id="main" className="flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  )
}
