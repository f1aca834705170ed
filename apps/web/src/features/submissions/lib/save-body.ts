import type { SaveSubmissionBody, SubmissionDto } from '@kladbyte/contract'

/** An item as the member edits it: an id once saved, none while new (`key` tells drafts apart). */
export interface EditableItem {
  key: string
  id?: string
  condition: string
  notes: string
}

/** The submission as PUT expects it: its own fields and the items by id (new ones without). */
export function toSaveBody(
  submission: SubmissionDto,
  changes: { notes?: string; items?: readonly EditableItem[] } = {},
): SaveSubmissionBody {
  const items = changes.items ?? submission.items.map(toEditable)
  return {
    id: submission.id,
    status: submission.status,
    notes: changes.notes ?? submission.notes,
    title: submission.title,
    description: submission.description,
    submissionRequestItems: items.map(({ id, condition, notes }) =>
      id ? { id, condition, notes } : { condition, notes },
    ),
  }
}

/** A saved item as an editable one. */
export const toEditable = (item: SubmissionDto['items'][number]): EditableItem => ({
  key: item.id,
  id: item.id,
  condition: item.condition,
  notes: item.notes,
})
