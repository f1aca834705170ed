import { submissions as submissionTexts } from '../../../i18n/sv/submissions'

/**
 * Where the chat issue puts the submission's chat with staff (500 px, spec §9). Until then it
 * renders an empty, invisible marker rather than a 'coming soon' panel the member cannot use.
 */
export function SubmissionChatSlot({ submissionId }: { submissionId: string }) {
  return <div hidden data-slot="submission-chat" data-submission-id={submissionId} />
}

/**
 * The item's comments button. Rendered disabled with its label (and the unread dot the DTO
 * already carries) so the items table has its final columns; the chat issue enables it and opens
 * 'Kommentarer för artikel: {condition} ({position})'.
 */
export function ItemCommentsButton({ hasUnread }: { hasUnread: boolean }) {
  const t = submissionTexts.items
  return (
    <button
      type="button"
      disabled
      data-slot="item-comments"
      className="relative inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-stone-500"
    >
      {t.comments}
      {hasUnread && (
        <span className="ml-1.5 size-2 rounded-full bg-red-600">
          <span className="sr-only">{t.unreadComments}</span>
        </span>
      )}
    </button>
  )
}
