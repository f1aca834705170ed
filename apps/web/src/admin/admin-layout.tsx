import { Outlet } from 'react-router'

/**
 * The back-office frame (spec backoffice §2.2: side menu and top bar come with their issue). Only
 * `app/router.tsx` loads it, lazily, so a member's browser never downloads staff code (ADR 012).
 */
export function AdminLayout() {
  return (
    <div className="min-h-screen bg-stone-50">
      <main>
        <Outlet />
      </main>
    </div>
  )
}
