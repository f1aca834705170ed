import type { SubmissionDto } from '@kladbyte/contract'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { submissions as submissionTexts } from '../../../i18n/sv/submissions'
import { ItemEditor } from './item-editor'
import { type ItemRow, ItemsTable } from './items-table'
import type { SubmissionDraft } from './use-submission-draft'

const t = submissionTexts.items

/** 'Dina artiklar': the items, the one draft being edited, and 'Lägg till ny artikel'. */
export function ItemsSection({ submission, draft }: { submission: SubmissionDto; draft: SubmissionDraft }) {
  const [removing, setRemoving] = useState<ItemRow | null>(null)
  const rows: ItemRow[] = draft.items.map((item, i) => ({
    item,
    position: i + 1,
    saved: item.id ? submission.items.find((s) => s.id === item.id) : undefined,
  }))
  const editingRow = rows.find((row) => row.item.key === draft.draftKey)

  return (
    <section aria-labelledby="submission-items-title" className="flex flex-col gap-4">
      <h2 id="submission-items-title" className="text-xl font-semibold">
        {t.title}
      </h2>
      <ItemsTable
        rows={rows}
        editing={draft.editing}
        draftKey={draft.draftKey}
        onEdit={(row) => draft.editItem(row.item.key)}
        onRemove={setRemoving}
      />
      {editingRow && (
        <ItemEditor
          key={editingRow.item.key}
          item={editingRow.item}
          position={editingRow.position}
          images={editingRow.saved?.images ?? []}
          onSave={draft.applyDraft}
          onCancel={draft.discardDraft}
        />
      )}
      {draft.editing && draft.draftKey === null && (
        <div>
          <Button variant="secondary" onClick={draft.addItem}>
            {t.add}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={submissionTexts.confirm.removeItemTitle}
        message={submissionTexts.confirm.removeItem}
        confirmLabel={submissionTexts.confirm.removeItemConfirm}
        cancelLabel={submissionTexts.confirm.keep}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) draft.removeItem(removing.item.key)
          setRemoving(null)
        }}
      />
    </section>
  )
}
