import type { AdminProductItem } from '@kladbyte/contract'
import { Link } from 'react-router'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { type Column, Table } from '../../../../components/ui/table'
import { adminProducts as t } from '../../../../i18n/sv/admin-products'
import { formatPoints } from '../../../../lib/format'

/** The product list (kit Table: cards on phones), with the pinned new row marked 'Ny'. */
export function ProductsTable({
  rows,
  pinned,
  empty,
  onEdit,
  onDelete,
}: {
  rows: readonly AdminProductItem[]
  pinned: string | null
  empty: React.ReactNode
  onEdit: (p: AdminProductItem) => void
  onDelete: (p: AdminProductItem) => void
}) {
  const columns: Column<AdminProductItem>[] = [
    {
      id: 'product',
      header: t.columns.product,
      cell: (p) => (
        <div className="flex items-center gap-3">
          {p.thumbnailUrl ? (
            <img
              src={p.thumbnailUrl}
              alt=""
              className="size-[70px] shrink-0 rounded object-cover md:size-[50px]"
            />
          ) : (
            <span className="flex size-[70px] shrink-0 items-center justify-center rounded bg-stone-100 text-center text-xs text-stone-600 md:size-[50px]">
              {t.noImage}
            </span>
          )}
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{p.name}</span>
              {p.id === pinned && <Badge tone="info">{t.newBadge}</Badge>}
            </div>
            <div className="font-mono text-xs break-all text-stone-600">{t.id(p.id)}</div>
          </div>
        </div>
      ),
    },
    {
      id: 'category',
      header: t.columns.category,
      cell: (p) =>
        p.category ? (
          <span>
            {p.category.path.join(' › ')}
            {p.category.depth > 1 && (
              <span className="block text-xs text-stone-600">{t.depth(p.category.depth)}</span>
            )}
          </span>
        ) : (
          <span className="text-stone-600">{t.unknownCategory}</span>
        ),
    },
    {
      id: 'price',
      header: t.columns.price,
      align: 'right',
      cell: (p) => <span className="whitespace-nowrap">{formatPoints(p.price)}</span>,
    },
    { id: 'size', header: t.columns.size, cell: (p) => p.size },
    {
      id: 'status',
      header: t.columns.status,
      cell: (p) => (
        <Badge tone={p.display ? 'success' : 'neutral'}>{p.display ? t.active : t.inactive}</Badge>
      ),
    },
    {
      id: 'link',
      header: t.columns.link,
      cell: (p) => (
        <Link
          to={`/product/${p.id}`}
          target="_blank"
          rel="noopener"
          aria-label={t.publicLinkLabel(p.name)}
          className="text-emerald-900 underline underline-offset-4"
        >
          {t.publicLink}
        </Link>
      ),
    },
    {
      id: 'actions',
      header: t.columns.actions,
      hiddenHeader: true,
      cell: (p) => (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            className="px-4"
            aria-label={t.editLabel(p.name)}
            onClick={() => onEdit(p)}
          >
            {t.edit}
          </Button>
          <Button
            variant="ghost"
            className="px-4 text-red-800"
            aria-label={t.removeLabel(p.name)}
            onClick={() => onDelete(p)}
          >
            {t.remove}
          </Button>
        </div>
      ),
    },
  ]
  return (
    <Table
      caption={t.caption}
      columns={columns}
      rows={rows}
      rowKey={(p) => p.id}
      empty={empty}
      rowClassName={(p) => (p.id === pinned ? 'bg-sky-50' : '')}
    />
  )
}
