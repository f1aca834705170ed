import type { SubmissionItemDto } from '@kladbyte/contract'
import { Button } from '../../../components/ui/button'
import { type Column, Table } from '../../../components/ui/table'
import { submissions as submissionTexts } from '../../../i18n/sv/submissions'
import type { EditableItem } from '../lib/save-body'
import { ItemImages } from './item-images'
import { ItemPoints } from './item-points'
import { ApprovalBadge } from './status-badge'
import { ItemComments } from './submission-chat'

const t = submissionTexts.items

/** A row: the member's (possibly edited) fields, and what the server says about the saved item. */
export interface ItemRow {
  item: EditableItem
  position: number
  saved?: SubmissionItemDto
}

/**
 * 'Dina artiklar': condition, notes, photos, approval, points and comments; in edit mode also edit and
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
    { id: 'points', header: t.points, cell: (row) => <ItemPoints item={row.saved} /> },
    {
      id: 'comments',
      header: t.comments,
      cell: (row) => <ItemComments item={row.saved} position={row.position} />,
    },
  ]
  /** An edit-mode action: disabled while another item is drafted, locked with a reason once approved. */
  const actionColumn = (
    id: string,
    header: string,
    label: string,
    locked: { label: string; title: string },
    onClick: (row: ItemRow) => void,
    style: { variant: 'secondary' | 'ghost'; className?: string; hiddenHeader?: boolean },
  ): Column<ItemRow> => ({
    id,
    header,
    hiddenHeader: style.hiddenHeader,
    cell: (row) =>
      approved(row) ? (
        <Button variant={style.variant} disabled title={locked.title}>
          {locked.label}
        </Button>
      ) : (
        <Button
          variant={style.variant}
          className={style.className}
          disabled={draftKey !== null}
          onClick={() => onClick(row)}
          aria-label={`${label} ${t.itemLabel(row.position).toLowerCase()}`}
        >
          {label}
        </Button>
      ),
  })
  if (editing)
    columns.push(
      actionColumn(
        'action',
        t.action,
        t.edit,
        { label: t.approvedEdit, title: submissionTexts.itemApprovedEdit },
        onEdit,
        { variant: 'secondary' },
      ),
      actionColumn(
        'remove',
        t.remove,
        t.remove,
        { label: t.approvedRemove, title: submissionTexts.itemApprovedRemove },
        onRemove,
        { variant: 'ghost', className: 'text-red-800', hiddenHeader: true },
      ),
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
