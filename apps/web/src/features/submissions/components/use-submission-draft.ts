import type { SubmissionDto } from '@kladbyte/contract'
import { useState } from 'react'
import { type EditableItem, toEditable, toSaveBody } from '../lib/save-body'

let newKeys = 0

/**
 * The member's unsaved changes to a submission: its notes, its items and the one item being
 * edited as a draft. Nothing reaches the server until `body()` is saved.
 */
export function useSubmissionDraft(submission: SubmissionDto, { editing: initially = false } = {}) {
  const [editing, setEditing] = useState(initially)
  const [notes, setNotes] = useState(submission.notes)
  const [items, setItems] = useState<EditableItem[]>(() => submission.items.map(toEditable))
  const [draftKey, setDraftKey] = useState<string | null>(null)
  const [newDraft, setNewDraft] = useState(false)

  /** Starts editing `from` (the saved answer when editing goes on after a save). */
  const start = (from: SubmissionDto = submission) => {
    setNotes(from.notes)
    setItems(from.items.map(toEditable))
    setDraftKey(null)
    setEditing(true)
  }
  const stop = () => {
    setEditing(false)
    setDraftKey(null)
  }

  /** A new item goes to the end of the list and opens as the draft. */
  const addItem = () => {
    newKeys += 1
    const key = `new-${newKeys}`
    setItems((list) => [...list, { key, condition: '', notes: '' }])
    setDraftKey(key)
    setNewDraft(true)
  }
  const editItem = (key: string) => {
    setDraftKey(key)
    setNewDraft(false)
  }
  const applyDraft = (item: EditableItem) => {
    setItems((list) => list.map((i) => (i.key === item.key ? item : i)))
    setDraftKey(null)
  }
  /** Cancel drops the draft; a new item that was never applied goes with it. */
  const discardDraft = () => {
    if (newDraft) setItems((list) => list.filter((i) => i.key !== draftKey))
    setDraftKey(null)
    setNewDraft(false)
  }
  const removeItem = (key: string) => setItems((list) => list.filter((i) => i.key !== key))

  return {
    editing,
    notes,
    setNotes,
    items: editing ? items : submission.items.map(toEditable),
    draftKey,
    start,
    stop,
    addItem,
    editItem,
    applyDraft,
    discardDraft,
    removeItem,
    body: () => toSaveBody(submission, { notes, items }),
    /** Whether the save adds items (they can get photos once they have an id). */
    addsItems: () => items.some((i) => !i.id),
  }
}

export type SubmissionDraft = ReturnType<typeof useSubmissionDraft>
