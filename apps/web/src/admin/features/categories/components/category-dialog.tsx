import { zodResolver } from '@hookform/resolvers/zod'
import { type AdminCategoryDto, CreateCategoryBody, EMPTY_GUID } from '@kladbyte/contract'
import { useEffect, useId, useRef } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { z } from 'zod'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Dialog } from '../../../../components/ui/dialog'
import { Select } from '../../../../components/ui/select'
import { Switch } from '../../../../components/ui/switch'
import { TextArea } from '../../../../components/ui/text-area'
import { TextField } from '../../../../components/ui/text-field'
import { toast } from '../../../../components/ui/toast'
import { adminCategories as t } from '../../../../i18n/sv/admin-categories'
import { serverMessage } from '../../../../lib/api-client'
import { useCreateCategory } from '../api/create-category'
import { useUpdateCategory } from '../api/update-category'
import { treeOrder, withDescendants } from '../lib/category-tree'

/** Radix Select reserves '' for "nothing chosen": the top level gets a value of its own. */
const TOP_LEVEL = 'root'

// The server's name and description rules, plus the two controls the contract types differently.
const CategoryForm = z.object({
  name: CreateCategoryBody.shape.name,
  description: CreateCategoryBody.shape.description,
  parent: z.string(),
  display: z.boolean(),
})
type CategoryFormInput = z.input<typeof CategoryForm>
type CategoryFormValues = z.output<typeof CategoryForm>

interface CategoryDialogProps {
  open: boolean
  /** The category to edit; null creates a new one. */
  category: AdminCategoryDto | null
  categories: readonly AdminCategoryDto[]
  onClose: () => void
  onCreated: (category: AdminCategoryDto) => void
  onSaved: () => void
}

const formValues = (c: AdminCategoryDto | null): CategoryFormInput => ({
  name: c?.name ?? '',
  description: c?.description ?? '',
  parent: c && c.parent !== EMPTY_GUID ? c.parent : TOP_LEVEL,
  display: c?.display ?? true,
})

/** Create or edit a category: name, description, parent (indented tree) and, when editing, display. */
export function CategoryDialog({
  open,
  category,
  categories,
  onClose,
  onCreated,
  onSaved,
}: CategoryDialogProps) {
  const formId = useId()
  const create = useCreateCategory()
  const update = useUpdateCategory()
  // A ref, not the mutation's state: a second click can land before React re-renders the button.
  const saving = useRef(false)
  const pending = create.isPending || update.isPending
  // A rule the server checked (duplicate name, moved under itself): say which, in the dialog.
  const serverError = serverMessage((category ? update : create).error)
  const resetCreate = create.reset
  const resetUpdate = update.reset
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<CategoryFormInput, unknown, CategoryFormValues>({
    resolver: zodResolver(CategoryForm),
    defaultValues: formValues(category),
  })

  useEffect(() => {
    if (open) {
      reset(formValues(category))
      resetCreate()
      resetUpdate()
    }
  }, [open, category, reset, resetCreate, resetUpdate])

  // Editing: the category itself and everything below it cannot become its parent (no cycles).
  const excluded = category ? withDescendants(categories, category.id) : new Set<string>()
  const parentOptions = [
    { value: TOP_LEVEL, label: t.dialog.noParent },
    ...treeOrder(categories)
      .filter((line) => !excluded.has(line.category.id))
      .map((line) => ({
        value: line.category.id,
        label: `${'\u00a0\u00a0\u00a0'.repeat(line.depth)}${line.depth > 0 ? '└ ' : ''}${line.category.name}`,
      })),
  ]

  const save = async (values: CategoryFormValues) => {
    if (saving.current) return
    saving.current = true
    const parent = values.parent === TOP_LEVEL ? null : values.parent
    try {
      if (category) {
        await update.mutateAsync({
          id: category.id,
          name: values.name,
          description: values.description,
          display: values.display,
          parent,
          sorting: category.sorting,
        })
        onSaved()
      } else {
        onCreated(await create.mutateAsync({ parent, name: values.name, description: values.description }))
      }
    } catch {
      toast.error(category ? t.errors.update : t.errors.create)
    } finally {
      saving.current = false
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={category ? t.dialog.editTitle : t.dialog.createTitle}
      dismissible={!pending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t.dialog.cancel}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {category
              ? pending
                ? t.dialog.saving
                : t.dialog.save
              : pending
                ? t.dialog.creating
                : t.dialog.create}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit(save)} className="flex flex-col gap-4">
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <TextField
          label={t.dialog.name}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextArea
          label={t.dialog.description}
          rows={3}
          error={errors.description?.message}
          {...register('description')}
        />
        <Controller
          control={control}
          name="parent"
          render={({ field }) => (
            <Select
              label={t.dialog.parent}
              options={parentOptions}
              value={field.value}
              onValueChange={field.onChange}
            />
          )}
        />
        {category && (
          <Controller
            control={control}
            name="display"
            render={({ field }) => (
              <Switch
                label={t.dialog.display}
                hint={t.dialog.displayHint}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        )}
      </form>
    </Dialog>
  )
}
