import type { CartItemDto } from '@kladbyte/contract'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { api, isInvalid, refreshCsrfToken } from '../../../lib/api-client'
import { useSession } from '../../../lib/session'
import { type ListKind, readGuestList, writeGuestList } from './guest-lists'

const KINDS: ListKind[] = ['cart', 'wishlist']
/** The merge calls accept at most this many garments at once. */
const BATCH = 200

/** POST /api/cart/merge or /api/wishlist/merge: unknown and unavailable garments are skipped by the server. */
export const postMerge = (kind: ListKind, productIds: string[]) =>
  api.post<CartItemDto[]>(`/api/${kind}/merge`, { productIds })

/**
 * Moves the visitor's browser lists into the signed-in account, a batch at a time; each batch
 * leaves the browser once the server has taken it. A transient failure (network, 5xx, session)
 * stops and keeps the rest for the next try. Returns true when both browser lists are empty.
 */
export async function mergeGuestLists(): Promise<boolean> {
  // The CSRF token is bound to the session, which login has just replaced.
  await refreshCsrfToken()
  for (const kind of KINDS) {
    let remaining = readGuestList(kind)
    while (remaining.length > 0) {
      const batch = remaining.slice(0, BATCH)
      try {
        await postMerge(
          kind,
          batch.map((i) => i.productId),
        )
      } catch (err) {
        // 400: the stored lines are unusable; drop them rather than retry forever.
        if (!isInvalid(err)) {
          console.warn('Kunde inte flytta listan till kontot', err)
          return false
        }
      }
      remaining = writeGuestList(kind, remaining.slice(BATCH))
    }
  }
  return true
}

let running: Promise<boolean> | null = null

/** Runs one merge at a time (several components ask for it at once), then refreshes both lists. */
export function mergeGuestListsOnce(queryClient: QueryClient): Promise<boolean> {
  running ??= mergeGuestLists().finally(() => {
    running = null
    for (const kind of KINDS) {
      // The visitor's cached copy must not come back after a later logout.
      queryClient.setQueryData([kind, 'guest'], readGuestList(kind))
      void queryClient.invalidateQueries({ queryKey: [kind] })
    }
  })
  return running
}

const hasGuestItems = () => KINDS.some((kind) => readGuestList(kind).length > 0)

/** When a visitor becomes a member (login), their browser lists move into the account. */
export function useGuestMerge() {
  const session = useSession()
  const queryClient = useQueryClient()
  const userId = session.user?.id
  useEffect(() => {
    if (userId && hasGuestItems()) void mergeGuestListsOnce(queryClient)
  }, [userId, queryClient])
}
