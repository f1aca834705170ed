import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { ApiError, api, refreshCsrfToken } from '../../../lib/api-client'
import { useSession } from '../../auth/api/user-context'
import { type ListKind, readGuestList, toAddBody, writeGuestList } from './guest-lists'

const KINDS: ListKind[] = ['cart', 'wishlist']

/** A line the server refuses for good (gone, sold, invalid) is dropped; anything else is retried later. */
const isRefusedForGood = (err: unknown) =>
  err instanceof ApiError && [400, 404, 409, 422].includes(err.status)

/**
 * Posts every line of the visitor's browser lists to the signed-in account, dropping each line once
 * the server has answered it. Stops at the first transient failure and keeps the rest for the next
 * try. Returns true when both browser lists are empty afterwards.
 */
export async function mergeGuestLists(): Promise<boolean> {
  // The CSRF token is bound to the session, which login has just replaced.
  await refreshCsrfToken()
  for (const kind of KINDS) {
    let remaining = readGuestList(kind)
    while (remaining.length > 0) {
      try {
        await api.post(`/api/${kind}`, toAddBody(remaining[0]!))
      } catch (err) {
        if (!isRefusedForGood(err)) {
          console.warn('Kunde inte flytta listan till kontot', err)
          return false
        }
      }
      remaining = writeGuestList(kind, remaining.slice(1))
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
