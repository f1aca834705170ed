import { zodResolver } from '@hookform/resolvers/zod'
import {
  type CategoryTreeNodeDto,
  ItemPoints,
  PointsGuideBody,
  type PointsGuideEntryDto,
} from '@kladbyte/contract'
import { useFieldArray, useForm } from 'react-hook-form'
import { z } from 'zod'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { NativeSelect } from '../../../../components/ui/native-select'
import { TextField } from '../../../../components/ui/text-field'
import { toast } from '../../../../components/ui/toast'
import { adminSettings } from '../../../../i18n/sv/admin-settings'
import { errorText } from '../../../../lib/api-client'
import { useSavePointsGuide } from '../api/save-points-guide'

const t = adminSettings.pointsGuide

/** A row may start empty ('Välj en kategori.'); the contract's rules (points, each category once) follow. */
const FormSchema = z
  .object({
    entries: z.array(z.object({ categoryId: z.string().min(1, t.chooseCategory), points: ItemPoints })),
  })
  .pipe(PointsGuideBody)
type FormInput = z.input<typeof FormSchema>
type FormOutput = z.output<typeof FormSchema>

/** Indented by depth, so the tree reads as one in a native select. */
const optionLabel = (c: CategoryTreeNodeDto) =>
  `${'\u00a0\u00a0'.repeat(c.depth * 2)}${c.name}${c.display ? '' : ` ${t.hiddenCategory}`}`

/** The points guide: rows of category and points, added and removed freely, saved as a whole. */
export function PointsGuideForm({
  guide,
  categories,
}: {
  guide: PointsGuideEntryDto[]
  categories: CategoryTreeNodeDto[]
}) {
  const save = useSavePointsGuide()
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: { entries: guide.map(({ categoryId, points }) => ({ categoryId, points })) },
  })
  const { register, handleSubmit, formState, control } = form
  const rows = useFieldArray({ control, name: 'entries' })
  const errors = formState.errors.entries

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success(t.saved),
      onError: (err) => toast.error(errorText(err, t.saveFailed)),
    }),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t.heading}>
      {rows.fields.length === 0 && <p className="text-stone-700">{t.empty}</p>}
      <ul className="flex flex-col gap-3">
        {rows.fields.map((field, index) => (
          <li
            key={field.id}
            aria-label={t.row(index + 1)}
            className="grid items-start gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-[1fr_8rem_auto]"
          >
            <NativeSelect
              label={t.category}
              error={errors?.[index]?.categoryId?.message}
              {...register(`entries.${index}.categoryId`)}
            >
              <option value="">{t.chooseCategory}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {optionLabel(c)}
                </option>
              ))}
            </NativeSelect>
            <TextField
              label={t.points}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              error={errors?.[index]?.points?.message}
              {...register(`entries.${index}.points`, { valueAsNumber: true })}
            />
            <Button type="button" variant="ghost" className="sm:mt-7" onClick={() => rows.remove(index)}>
              {t.removeRow}
            </Button>
          </li>
        ))}
      </ul>
      {errors?.root?.message || errors?.message ? (
        <Alert tone="error">{errors.root?.message ?? errors.message}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="secondary" onClick={() => rows.append({ categoryId: '', points: 0 })}>
          {t.addRow}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t.save}
        </Button>
        <span role="status" className="sr-only">
          {save.isPending ? t.saving : ''}
        </span>
      </div>
    </form>
  )
}
