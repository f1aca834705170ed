import { type AdminCategoryDto, EMPTY_GUID } from '@kladbyte/contract'
import { type CSSProperties, useState } from 'react'
import { Alert } from '../../../../components/ui/alert'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog'
import { SkeletonText } from '../../../../components/ui/skeleton'
import { StatCard } from '../../../../components/ui/stat-card'
import { type Column, Table } from '../../../../components/ui/table'
import { toast } from '../../../../components/ui/toast'
import { adminCategories as t } from '../../../../i18n/sv/admin-categories'
import { errorText } from '../../../../lib/api-client'
import { usePageTitle } from '../../../../lib/use-page-title'
import { useDeleteCategory } from '../api/delete-category'
import { useAdminCategories } from '../api/get-categories'
import { CategoryDialog } from '../components/category-dialog'
import { categoryStats, treeOrder } from '../lib/category-tree'
import { usePinned } from '../lib/use-pinned'

type Editing = { category: AdminCategoryDto | null } | null

/** /admin/categories: stat cards, every category in tree order, create, edit and delete. */
export function Component() {
  usePageTitle(t.title)
  const { data, isPending, isError } = useAdminCategories()
  const categories = data ?? []
  const [editing, setEditing] = useState<Editing>(null)
  const [removing, setRemoving] = useState<AdminCategoryDto | null>(null)
  const { pinnedId, pin } = usePinned()
  const remove = useDeleteCategory()

  const byId = new Map(categories.map((c) => [c.id, c]))
  const lines = treeOrder(categories)
  const depthOf = new Map(lines.map((line) => [line.category.id, line.depth]))
  const ordered = lines.map((line) => line.category)
  const parentName = (c: AdminCategoryDto) => byId.get(c.parent)?.name
  const pinned = ordered.find((c) => c.id === pinnedId)
  const rows = pinned ? [pinned, ...ordered.filter((c) => c !== pinned)] : ordered
  const stats = categoryStats(categories)

  const confirmRemove = () => {
    if (!removing) return
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null)
        toast.success(t.removed)
      },
      onError: (err) => {
        setRemoving(null)
        // A refusal names the subcategories and garments that keep it.
        toast.error(errorText(err, t.errors.remove))
      },
    })
  }

  const columns: Column<AdminCategoryDto>[] = [
    {
      id: 'name',
      header: t.columns.name,
      mobileLabel: '',
      cell: (c) => (
        // Indented by depth in the table, so the tree reads at a glance (the card names the parent).
        <span
          className="inline-flex flex-wrap items-center gap-2 font-medium md:ps-(--depth)"
          style={{ '--depth': `${(depthOf.get(c.id) ?? 0) * 1.25}rem` } as CSSProperties}
        >
          <span>{c.name}</span>
          {c.id === pinnedId && <Badge tone="info">{t.isNew}</Badge>}
        </span>
      ),
    },
    {
      id: 'parent',
      header: t.columns.parent,
      cell: (c) =>
        c.parent === EMPTY_GUID ? (
          <span className="text-stone-600">{t.noParent}</span>
        ) : (
          (byId.get(c.parent)?.name ?? '–')
        ),
    },
    { id: 'products', header: t.columns.products, align: 'right', cell: (c) => c.productCount },
    {
      id: 'status',
      header: t.columns.status,
      cell: (c) =>
        c.display ? <Badge tone="success">{t.active}</Badge> : <Badge tone="neutral">{t.inactive}</Badge>,
    },
    {
      id: 'actions',
      header: t.columns.actions,
      hiddenHeader: true,
      mobileLabel: '',
      cell: (c) => (
        <span className="flex flex-wrap gap-2 md:justify-end">
          <Button
            variant="secondary"
            aria-label={t.editLabel(c.name, parentName(c))}
            onClick={() => setEditing({ category: c })}
          >
            {t.edit}
          </Button>
          <Button
            variant="ghost"
            aria-label={t.removeLabel(c.name, parentName(c))}
            onClick={() => setRemoving(c)}
          >
            {t.remove}
          </Button>
        </span>
      ),
    },
  ]

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 md:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold md:text-3xl">{t.title}</h1>
          <p className="text-stone-700">{t.lead}</p>
        </div>
        <Button onClick={() => setEditing({ category: null })}>{t.add}</Button>
      </div>

      <section aria-label={t.stats.label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <StatCard label={t.stats.total} value={stats.total} />
        <StatCard label={t.stats.active} value={stats.active} />
        <StatCard label={t.stats.inactive} value={stats.inactive} />
        <StatCard label={t.stats.main} value={stats.main} />
        <StatCard label={t.stats.sub} value={stats.sub} />
      </section>

      {pinned && <Alert tone="notice">{t.created}</Alert>}
      {isError && <Alert tone="info">{t.loadFailed}</Alert>}

      {isPending ? (
        <SkeletonText lines={6} />
      ) : (
        <Table
          caption={t.caption}
          columns={columns}
          rows={rows}
          rowKey={(c) => c.id}
          empty={t.empty}
          rowClassName={(c) => (c.id === pinnedId ? 'bg-sky-100' : '')}
        />
      )}

      <CategoryDialog
        open={editing !== null}
        category={editing?.category ?? null}
        categories={categories}
        onClose={() => setEditing(null)}
        onCreated={(created) => {
          setEditing(null)
          pin(created.id)
        }}
        onSaved={() => {
          setEditing(null)
          toast.success(t.saved)
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
        message={removing ? t.confirmRemove(removing.name) : undefined}
        pending={remove.isPending}
      />
    </div>
  )
}
