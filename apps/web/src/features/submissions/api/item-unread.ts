import type { SubmissionDto } from '@kladbyte/contract'
import type { QueryClient } from '@tanstack/react-query'
import { submissionQuery } from './get-submission'

/**
 * Sets an item's unread dot in the cached submission (spec §4: opening the comments clears it
 * locally; a comment from staff arriving live sets it). Drafts are untouched: they keep their own copy.
 */
export function setItemUnread(
  queryClient: QueryClient,
  submissionId: string,
  itemId: string,
  unread: boolean,
) {
  queryClient.setQueryData<SubmissionDto>(submissionQuery(submissionId).queryKey, (s) => {
    if (!s) return s
    const items = s.items.map((i) => (i.id === itemId ? { ...i, hasUnreadComments: unread } : i))
    return { ...s, items, submissionRequestItems: items }
  })
}
