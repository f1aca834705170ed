import type { SubmissionItemDto } from '@kladbyte/contract'
import { Button } from '../../../components/ui/button'
import { type Column, Table } from '../../../components/ui/table'
import { submissions as submissionTexts } from '../../../i18n/sv/submissions'
import type { EditableItem } from '../lib/save-body'
import { ItemCommentsButton } from './chat-slots'
import { ItemImages } from './item-images'
import { ApprovalBadge } from './status-badge'

const t = submissionTexts.items

/** A row: the member's (possibly edited) fields, and what the server says about the saved item. */
export interface ItemRow {
  item: EditableItem
  position: number
  saved?: SubmissionItemDto
}

/**
 * 'Dina artiklar': condition, notes, photos, approval and comments; in edit mode also edit and
 * remove, which an approved item shows disabled as 'Godkänd' and 'Skyddad' (spec §5).
 */
export function ItemsTable({
  rows,
  editing,
  draftKey,
  onEdit,
  onRemove,
}: {
  rows: readonly ItemRow[]
  editing: boolean
  draftKey: string | null
  onEdit: (row: ItemRow) => void
  onRemove: (row: ItemRow) => void
}) {
  const images = (row: ItemRow) => row.saved?.images ?? []
  const approved = (row: ItemRow) => row.saved?.approvalStatus === 'approved'
  const columns: Column<ItemRow>[] = [
    {
      id: 'condition',
      header: t.condition,
      cell: (row) => <span className="font-medium">{row.item.condition || '—'}</span>,
    },
    {
      id: 'notes',
      header: t.notes,
      cell: (row) => <span className="whitespace-pre-line">{row.item.notes}</span>,
    },
    {
      id: 'images',
      header: t.images,
      hideOnMobile: true,
      cell: (row) => <ItemImages images={images(row)} position={row.position} size="table" />,
    },
    {
      id: 'images-phone',
      header: t.images,
      hideOnDesktop: true,
      cell: (row) => <ItemImages images={images(row)} position={row.position} size="phone" />,
    },
    {
      id: 'status',
      header: t.status,
      cell: (row) => <ApprovalBadge status={row.saved?.approvalStatus ?? 'awaiting'} />,
    },
    {
      id: 'comments',
      header: t.comments,
      cell: (row) => <ItemCommentsButton hasUnread={row.saved?.hasUnreadComments ?? false} />,
    },
  ]
  if (editing)
    columns.push(
      {
        id: 'action',
        header: t.action,
        cell: (row) =>
          approved(row) ? (
            <Button variant="secondary" disabled title={submissionTexts.itemApprovedEdit}>
              {t.approvedEdit}
            </Button>
          ) : (
            <Button
              variant="secondary"
              disabled={draftKey !== null}
              onClick={() => onEdit(row)}
              aria-label={`${t.edit} ${t.itemLabel(row.position).toLowerCase()}`}
            >
              {t.edit}
            </Button>
          ),
      },
      {
        id: 'remove',
        header: t.remove,
        hiddenHeader: true,
        cell: (row) =>
          approved(row) ? (
            <Button variant="ghost" disabled title={submissionTexts.itemApprovedRemove}>
              {t.approvedRemove}
            </Button>
          ) : (
            <Button
              variant="ghost"
              className="text-red-800"
              disabled={draftKey !== null}
              onClick={() => onRemove(row)}
              aria-label={`${t.remove} ${t.itemLabel(row.position).toLowerCase()}`}
            >
              {t.remove}
            </Button>
          ),
      },
    )

  return (
    <Table
      caption={t.caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.item.key}
      empty={t.empty}
      rowClassName={(row) => (row.item.key === draftKey ? 'bg-emerald-50' : '')}
    />
  )
}
