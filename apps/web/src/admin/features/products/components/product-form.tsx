import {
  type CategoryTreeNodeDto,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  ProductFields,
} from '@kladbyte/contract'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '../../../../components/ui/button'
import { NativeSelect } from '../../../../components/ui/native-select'
import { TextField } from '../../../../components/ui/text-field'
import { adminProducts as t } from '../../../../i18n/sv/admin-products'
import { CategoryOptions } from './category-options'
import { SizePicker } from './size-picker'

export interface ProductFormValues {
  name: string
  description: string
  categoryId: string
  size: string
  price: string
  display: boolean
}

export const emptyProduct: ProductFormValues = {
  name: '',
  description: '',
  categoryId: '',
  size: '',
  price: '',
  display: true,
}

type Errors = Partial<Record<keyof ProductFormValues, string>>

/** Checks the form with the contract's schema (the server's own rules) and answers the body or the errors. */
export function checkProduct(values: ProductFormValues) {
  const parsed = ProductFields.safeParse({
    ...values,
    price: values.price.trim() === '' ? undefined : Number(values.price),
  })
  if (parsed.success) return { body: parsed.data, errors: {} as Errors }
  const errors: Errors = {}
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof ProductFormValues
    errors[key] ??= issue.message
  }
  return { body: null, errors }
}

/** The product's fields; Save is blocked while the caller's save (`saving`) runs. */
export function ProductForm({
  initial,
  tree,
  submitLabel,
  saving,
  onSubmit,
}: {
  initial: ProductFormValues
  tree: readonly CategoryTreeNodeDto[]
  submitLabel: string
  saving: boolean
  onSubmit: (body: ProductFields) => void
}) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Errors>({})
  const descriptionId = useId()
  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (saving) return
    const { body, errors: found } = checkProduct(values)
    setErrors(found)
    if (body) onSubmit(body)
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t.panel.name}
        value={values.name}
        maxLength={PRODUCT_NAME_MAX}
        required
        error={errors.name}
        onChange={(e) => set('name', e.target.value)}
        data-autofocus
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={descriptionId} className="text-sm font-medium text-stone-800">
          {t.panel.description}
        </label>
        <textarea
          id={descriptionId}
          rows={4}
          maxLength={PRODUCT_DESCRIPTION_MAX}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          className="w-full rounded-lg border border-stone-400 bg-white px-3.5 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-800"
        />
      </div>
      <NativeSelect
        label={t.panel.category}
        value={values.categoryId}
        error={errors.categoryId}
        required
        onChange={(e) => set('categoryId', e.target.value)}
      >
        <option value="">{t.panel.chooseCategory}</option>
        <CategoryOptions tree={tree} />
      </NativeSelect>
      <SizePicker value={values.size} onChange={(size) => set('size', size)} error={errors.size} />
      <TextField
        label={t.panel.price}
        type="number"
        inputMode="numeric"
        min={1}
        max={100_000}
        step={1}
        required
        value={values.price}
        error={errors.price}
        onChange={(e) => set('price', e.target.value)}
      />
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          className="size-5 accent-emerald-800"
          checked={values.display}
          onChange={(e) => set('display', e.target.checked)}
        />
        <span>
          <span className="font-medium">{t.panel.display}</span>
          <span className="block text-sm text-stone-600">{t.panel.displayHint}</span>
        </span>
      </label>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </form>
  )
}
