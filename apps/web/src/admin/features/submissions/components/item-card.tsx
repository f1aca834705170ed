import type { CategoryTreeNodeDto, ChatSender, SubmissionItemDto } from '@kladbyte/contract'
import { type ReactNode, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { CommentsButton } from '../../../../components/chat/comments-button'
import { ItemCommentsDialog } from '../../../../components/chat/item-comments-dialog'
import { Badge } from '../../../../components/ui/badge'
import { Button, buttonClass } from '../../../../components/ui/button'
import { toast } from '../../../../components/ui/toast'
import { adminSubmissionReview as r } from '../../../../i18n/sv/admin-submission-review'
import { adminSubmissions } from '../../../../i18n/sv/admin-submissions'
import { chat as chatTexts } from '../../../../i18n/sv/chat'
import { errorText } from '../../../../lib/api-client'
import { formatDateTime, formatPoints } from '../../../../lib/format'
import { useCreateProductFromItem } from '../api/create-product-from-item'
import { productEditPath } from '../lib/paths'
import { ApprovalBadge } from './badges'
import { ItemPhotos } from './item-photos'
import { ItemReview } from './item-review'

const t = adminSubmissions.detail

/**
 * One item for staff: number, review state, condition, notes, times, photos, the review control,
 * its comments with the member, and after arrival the credited points and the product made from it.
 */
export function ItemCard({
  item,
  position,
  viewer,
  otherName,
  tree,
  guide,
  onMarkedRead,
}: {
  item: SubmissionItemDto
  position: number
  viewer: ChatSender
  otherName: string
  tree: readonly CategoryTreeNodeDto[]
  guide: ReadonlyMap<string, number>
  onMarkedRead?: () => void
}) {
  const [open, setOpen] = useState(false)
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold">{t.item(position)}</h3>
        <ApprovalBadge status={item.approvalStatus} />
        {item.receivedAt && <Badge tone="info">{r.item.received}</Badge>}
        <div className="ml-auto">
          {/* The server fills the flag for the reader's side: usually the member's unread comments. */}
          <CommentsButton hasUnread={item.hasUnreadComments} onClick={() => setOpen(true)} />
        </div>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label={t.condition}>{item.condition || t.none}</Fact>
        <Fact label={t.itemNotes}>
          <span className="whitespace-pre-line">{item.notes || t.none}</span>
        </Fact>
        <Fact label={r.item.created}>{formatDateTime(item.created)}</Fact>
        <Fact label={r.item.updated}>{formatDateTime(item.updated)}</Fact>
        {item.receivedAt && (
          <Fact label={r.item.received}>
            {formatDateTime(item.receivedAt)} · {r.item.credited(formatPoints(item.creditedPoints ?? 0))}
          </Fact>
        )}
      </dl>
      <ItemPhotos images={item.images} position={position} />
      {viewer === 'admin' && (
        <ItemReview key={item.updated} item={item} position={position} tree={tree} guide={guide} />
      )}
      {item.receivedAt && <ProductAction item={item} />}
      <ItemCommentsDialog
        open={open}
        onClose={() => setOpen(false)}
        submissionId={item.submissionRequestId}
        itemId={item.id}
        condition={item.condition}
        position={position}
        viewer={viewer}
        otherName={otherName}
        sendFailedText={chatTexts.commentFailedStaff}
        onMarkedRead={onMarkedRead}
      />
    </li>
  )
}

/** 'Skapa produkt' turns an arrived item into a hidden product and opens it to finish; then 'Visa produkt'. */
function ProductAction({ item }: { item: SubmissionItemDto }) {
  const navigate = useNavigate()
  const creation = useCreateProductFromItem(item.id)
  if (item.productId) {
    return (
      <div>
        <Link to={productEditPath(item.productId)} className={buttonClass('secondary')}>
          {r.item.showProduct}
        </Link>
      </div>
    )
  }
  const create = () =>
    creation.mutate(undefined, {
      onSuccess: ({ productId }) => navigate(productEditPath(productId)),
      onError: (err) => toast.error(errorText(err, r.item.productFailed)),
    })
  // Still busy after success: the button stays spinning until the product page takes over.
  return (
    <div>
      <Button onClick={create} loading={creation.isPending || creation.isSuccess}>
        {r.item.createProduct}
      </Button>
    </div>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-stone-700">{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
