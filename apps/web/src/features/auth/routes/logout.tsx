import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { Spinner } from '../../../components/ui/spinner'
import { auth } from '../../../i18n/sv/auth'
import { usePageTitle } from '../../../lib/use-page-title'
import { logout } from '../api/logout'

/** /logout: ends the session, forgets cached data, then goes to /login. */
export function Component() {
  usePageTitle(auth.logout.title)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const started = useRef(false)

  useEffect(() => {
    // Once, even when React mounts the page twice in development.
    if (started.current) return
    started.current = true
    void logout(queryClient).then(() => navigate('/login', { replace: true }))
  }, [queryClient, navigate])

  return <Spinner label={auth.logout.working} />
}
