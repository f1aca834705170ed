import type { SubmissionItemDto } from '@kladbyte/contract'
import { useState } from 'react'
import { CommentsButton } from '../../../../components/chat/comments-button'
import { ItemCommentsDialog } from '../../../../components/chat/item-comments-dialog'
import { adminSubmissions } from '../../../../i18n/sv/admin-submissions'
import { chat as chatTexts } from '../../../../i18n/sv/chat'
import { ApprovalBadge } from './badges'

const t = adminSubmissions.detail

/** One item for staff: number, review state, condition, notes, photos, and its comments with the member. */
export function ItemCard({
  item,
  position,
  customer,
  onMarkedRead,
}: {
  item: SubmissionItemDto
  position: number
  customer: string
  onMarkedRead?: () => void
}) {
  const [open, setOpen] = useState(false)
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold">{t.item(position)}</h3>
        <ApprovalBadge status={item.approvalStatus} />
        <div className="ml-auto">
          {/* The server fills the flag for the reader's side: here, the member's unread comments. */}
          <CommentsButton hasUnread={item.hasUnreadComments} onClick={() => setOpen(true)} />
        </div>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-medium text-stone-700">{t.condition}</dt>
          <dd>{item.condition || t.none}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-stone-700">{t.itemNotes}</dt>
          <dd className="whitespace-pre-line">{item.notes || t.none}</dd>
        </div>
      </dl>
      {item.images.length === 0 ? (
        <p className="text-sm text-stone-600">{t.noImages}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t.images}>
          {item.images.map((image, i) => (
            <li key={image.imageId}>
              <a
                href={image.imageUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="block overflow-hidden rounded-md ring-1 ring-stone-300 focus-visible:outline-2 focus-visible:outline-emerald-800"
              >
                <img
                  src={image.thumbnailUrl}
                  alt={t.openImage(position, i + 1)}
                  loading="lazy"
                  className="size-20 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <ItemCommentsDialog
        open={open}
        onClose={() => setOpen(false)}
        submissionId={item.submissionRequestId}
        itemId={item.id}
        condition={item.condition}
        position={position}
        viewer="admin"
        otherName={customer}
        sendFailedText={chatTexts.commentFailedStaff}
        onMarkedRead={onMarkedRead}
      />
    </li>
  )
}
