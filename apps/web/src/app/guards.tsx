import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { Spinner } from '../components/ui/spinner'
import { useSession } from '../lib/session'

/** Login-required routes: spinner while unknown, visitors go to /login (which brings them back here). */
export function RequireAuth({ children }: { children: ReactNode }) {
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
  return children
}

/** The back-office: admins only; a visitor signs in first (and comes back), a member goes to /. */
export function RequireAdmin({ children }: { children: ReactNode }) {
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
  if (!session.user.isAdmin) return <Navigate to="/" replace />
  return children
}
