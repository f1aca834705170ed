import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { Spinner } from '../components/ui/spinner'

/** The back-office frame (spec backoffice §2.2: side menu and top bar come with their issue). */
export function AdminLayout() {
  return (
    <div className="min-h-dvh">
      <main>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  )
}
