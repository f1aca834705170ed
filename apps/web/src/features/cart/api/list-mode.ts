import { useSession } from '../../../lib/session'

/**
 * Where the lists live: on the server for members, in the browser for visitors. `key` goes into the
 * query key (the member's id) so one member never sees another's cached cart after a re-login.
 */
export type ListScope = { mode: 'member'; key: string } | { mode: 'guest'; key: 'guest' }

export const GUEST_SCOPE: ListScope = { mode: 'guest', key: 'guest' }

/** The current list scope, or null while the login state is still unknown. */
export function useListScope(): ListScope | null {
  const session = useSession()
  if (session.status === 'unknown') return null
  return session.status === 'authenticated' ? { mode: 'member', key: session.user.id } : GUEST_SCOPE
}
