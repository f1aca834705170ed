import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { Spinner } from '../components/ui/spinner'
import { useSession } from '../lib/session'

/**
 * Login-required routes: spinner while unknown, visitors go to /login (which brings them back here).
 * With `adminOnly` (the back-office) a signed-in member who is not staff goes to / instead.
 */
export function RequireAuth({ children, adminOnly = false }: { children: ReactNode; adminOnly?: boolean }) {
  const session = useSession()
  const location = useLocation()
  if (session.status === 'unknown') return <Spinner />
  if (session.status === 'anonymous')
    return (
      <Navigate
        to="/login"
        replace
        state={{ from: `${location.pathname}${location.search}${location.hash}` }}
      />
    )
  if (adminOnly && !session.user.isAdmin) return <Navigate to="/" replace />
  return children
}

/** The back-office: admins only; a visitor signs in first (and comes back), a member goes to /. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return <RequireAuth adminOnly>{children}</RequireAuth>
}
