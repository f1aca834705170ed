import type { ChatMessageDto, ChatReadEvent, SubmissionItemDto } from '@kladbyte/contract'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useUnreadCount } from '../../../components/chat/api/get-unread-count'
import { Chat } from '../../../components/chat/chat'
import { CommentsButton } from '../../../components/chat/comments-button'
import { ItemCommentsDialog } from '../../../components/chat/item-comments-dialog'
import { useChatLive } from '../../../components/chat/use-chat-live'
import { Badge } from '../../../components/ui/badge'
import { chat as chatTexts } from '../../../i18n/sv/chat'
import { submissions as submissionTexts } from '../../../i18n/sv/submissions'
import { submissionQuery } from '../api/get-submission'
import { submissionsQuery } from '../api/get-submissions'
import { setItemUnread } from '../api/item-unread'

const t = submissionTexts.detail

/** 'Meddelanden': the member's chat with staff on the submission (500 px), with its unread badge. */
export function SubmissionChat({ submissionId }: { submissionId: string }) {
  const titleId = useId()
  const queryClient = useQueryClient()
  const unread = useUnreadCount(submissionId, null, 'user')
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <h2 id={titleId} className="text-xl font-semibold">
          {t.messages}
        </h2>
        {unread > 0 && (
          <Badge tone="info">
            <span aria-hidden="true">{unread}</span>
            <span className="sr-only">{chatTexts.unread(unread)}</span>
          </Badge>
        )}
      </div>
      <Chat
        submissionId={submissionId}
        viewer="user"
        otherName={chatTexts.admin}
        height={500}
        sendFailedText={chatTexts.sendFailed}
        label={t.chatLabel}
        onMarkedRead={() => invalidateList(queryClient)}
      />
    </section>
  )
}

/**
 * The detail page's live stream: chat events reach the chats' caches (useChatLive), the item
 * dots and the list's 'Nya' follow them, and `updated` (staff changed it) reloads the submission.
 */
export function useSubmissionChatLive(submissionId: string) {
  const queryClient = useQueryClient()
  useChatLive(submissionId, (type, data) => {
    if (type === 'message') {
      const m = data as ChatMessageDto
      if (m.itemId && m.sender === 'admin') setItemUnread(queryClient, submissionId, m.itemId, true)
    } else if (type === 'read') {
      const e = data as ChatReadEvent
      if (e.itemId && e.reader === 'user') setItemUnread(queryClient, submissionId, e.itemId, false)
    } else if (type === 'updated' || type === 'open') {
      // Staff's decisions (status, approvals, points, arrival) show at once; after a reconnect
      // anything may have changed meanwhile.
      void queryClient.invalidateQueries({ queryKey: submissionQuery(submissionId).queryKey })
    }
    invalidateList(queryClient)
  })
}

/** The list's 'Nya' is stale once something was read or arrived here; it refetches when shown. */
const invalidateList = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: submissionsQuery.queryKey })

/** An item's 'Kommentarer' with its unread dot; opens the item's chat. Unsaved items have none yet. */
export function ItemComments({ item, position }: { item: SubmissionItemDto | undefined; position: number }) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  if (!item) return <CommentsButton hasUnread={false} disabled />
  const clearDot = () => setItemUnread(queryClient, item.submissionRequestId, item.id, false)
  const onMarkedRead = () => {
    clearDot()
    invalidateList(queryClient)
  }
  return (
    <>
      <CommentsButton
        hasUnread={item.hasUnreadComments}
        onClick={() => {
          clearDot()
          setOpen(true)
        }}
      />
      <ItemCommentsDialog
        open={open}
        onClose={() => setOpen(false)}
        submissionId={item.submissionRequestId}
        itemId={item.id}
        condition={item.condition}
        position={position}
        viewer="user"
        otherName={chatTexts.admin}
        sendFailedText={chatTexts.commentFailed}
        onMarkedRead={onMarkedRead}
      />
    </>
  )
}
