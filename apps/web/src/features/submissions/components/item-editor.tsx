import {
  SaveSubmissionItemBody,
  SUBMISSION_IMAGE_MAX_BYTES,
  SUBMISSION_IMAGE_TYPES,
  SUBMISSION_IMAGES_PER_ITEM_MAX,
  SUBMISSION_ITEM_CONDITION_MAX,
  SUBMISSION_ITEM_NOTES_MAX,
  type SubmissionItemImageDto,
} from '@kladbyte/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { FileUpload } from '../../../components/ui/file-upload'
import { TextField } from '../../../components/ui/text-field'
import { toast } from '../../../components/ui/toast'
import { submissions as submissionTexts } from '../../../i18n/sv/submissions'
import { useDeleteItemImage } from '../api/delete-item-image'
import { submissionsKey } from '../api/get-submissions'
import { uploadItemImage } from '../api/upload-item-image'
import type { EditableItem } from '../lib/save-body'
import { ItemImages } from './item-images'

const t = submissionTexts.items

/**
 * One item's draft: condition, notes and (once the item is saved) its photos. Save hands the
 * draft back to the list, Cancel drops it; photos are stored on the server at once, like the
 * shop's product images, so they need the item's id.
 */
export function ItemEditor({
  item,
  position,
  images,
  onSave,
  onCancel,
}: {
  item: EditableItem
  position: number
  images: readonly SubmissionItemImageDto[]
  onSave: (item: EditableItem) => void
  onCancel: () => void
}) {
  const [condition, setCondition] = useState(item.condition)
  const [notes, setNotes] = useState(item.notes)
  const [error, setError] = useState<string>()
  const notesId = useId()
  const queryClient = useQueryClient()
  const deleteImage = useDeleteItemImage()
  // Photos started in this editor, so a batch cannot take the item past the limit.
  const started = useRef(0)

  const save = () => {
    const parsed = SaveSubmissionItemBody.safeParse({ condition, notes })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message)
    onSave({ ...item, condition: parsed.data.condition, notes: parsed.data.notes })
  }

  const upload = async (file: File, onProgress: (p: number) => void, signal: AbortSignal) => {
    const itemId = item.id
    if (!itemId) throw new Error('unsaved item')
    if (images.length + started.current >= SUBMISSION_IMAGES_PER_ITEM_MAX) {
      toast.error(t.tooManyImages(SUBMISSION_IMAGES_PER_ITEM_MAX))
      throw new Error('too many images')
    }
    started.current += 1
    try {
      return await uploadItemImage(itemId, file, onProgress, signal)
    } catch (e) {
      started.current -= 1
      if ((e as Error).name !== 'AbortError') toast.error(submissionTexts.imageUploadFailed)
      throw e
    }
  }

  const onDeleteImage = (image: SubmissionItemImageDto) =>
    deleteImage.mutate(image.imageId, {
      onError: () => toast.error(submissionTexts.imageDeleteFailed),
    })

  return (
    <section
      aria-label={item.id ? t.editTitle(position) : t.newTitle}
      className="flex flex-col gap-4 rounded-lg border-2 border-emerald-700 bg-white p-4"
    >
      <h4 className="font-semibold">{item.id ? t.editTitle(position) : t.newTitle}</h4>
      <TextField
        label={t.condition}
        value={condition}
        maxLength={SUBMISSION_ITEM_CONDITION_MAX}
        hint={t.conditionHint}
        error={error}
        onChange={(e) => {
          setCondition(e.target.value)
          setError(undefined)
        }}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={notesId} className="text-sm font-medium text-stone-800">
          {t.notes}
        </label>
        <textarea
          id={notesId}
          value={notes}
          maxLength={SUBMISSION_ITEM_NOTES_MAX}
          rows={3}
          onChange={(e) => setNotes(e.target.value)}
          className="w-full rounded-lg border border-stone-400 bg-white px-3.5 py-2 text-base"
        />
      </div>
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium text-stone-800">{t.images}</span>
        <ItemImages images={images} position={position} size="edit" onDelete={onDeleteImage} />
        {!item.id ? (
          <p className="text-sm text-stone-600">{t.imagesAfterSave}</p>
        ) : images.length >= SUBMISSION_IMAGES_PER_ITEM_MAX ? (
          <p className="text-sm text-stone-600">{t.tooManyImages(SUBMISSION_IMAGES_PER_ITEM_MAX)}</p>
        ) : (
          <FileUpload
            label={t.uploadLabel}
            accept={SUBMISSION_IMAGE_TYPES.join(',')}
            acceptLabel={t.uploadTypes}
            maxSize={SUBMISSION_IMAGE_MAX_BYTES}
            upload={upload}
            onUploaded={() => queryClient.invalidateQueries({ queryKey: submissionsKey })}
          />
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={save}>{t.save}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </section>
  )
}
