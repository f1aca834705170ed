import { zodResolver } from '@hookform/resolvers/zod'
import { SHOP_SETTINGS_LIMITS, ShopSettingsBody, type ShopSettingsDto } from '@kladbyte/contract'
import { type FieldPath, useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '../../../../components/ui/button'
import { TextArea } from '../../../../components/ui/text-area'
import { TextField } from '../../../../components/ui/text-field'
import { toast } from '../../../../components/ui/toast'
import { adminSettings as t } from '../../../../i18n/sv/admin-settings'
import { fieldErrors } from '../../../../lib/api-client'
import { formatLongDateTime } from '../../../../lib/format'
import { useSaveSettings } from '../api/save-settings'

/** The contract's rules, with the opening hours edited as one line per row of a textarea. */
const FormSchema = z.object({
  ...ShopSettingsBody.shape,
  openingHours: z
    .string()
    .transform((text) => text.split('\n'))
    .pipe(ShopSettingsBody.shape.openingHours),
})
type FormInput = z.input<typeof FormSchema>
type FormOutput = z.output<typeof FormSchema>

const L = SHOP_SETTINGS_LIMITS

/** The opening hours' message: the whole list's, or the first line's (a line too long). */
function hoursError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message
  return Object.values(error)
    .map((e) => (e && typeof e === 'object' && 'message' in e ? String(e.message) : ''))
    .find(Boolean)
}
const toForm = (s: ShopSettingsDto): FormInput => ({ ...s, openingHours: s.openingHours.join('\n') })

/** Name, addresses, phone, e-mail and opening hours; the server's field messages show beside each input. */
export function SettingsForm({ settings }: { settings: ShopSettingsDto }) {
  const save = useSaveSettings()
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: toForm(settings),
  })
  const { register, handleSubmit, formState, setError } = form
  const errors = formState.errors

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success(t.saved),
      onError: (err) => {
        const fields = fieldErrors(err)
        for (const f of fields) {
          const name = f.field.split('.')[0] as FieldPath<FormInput>
          if (name in FormSchema.shape) setError(name, { message: f.message })
        }
        toast.error(fields[0]?.message ?? t.saveFailed)
      },
    }),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <p className="text-sm text-stone-600">
        {settings.updatedAt ? t.lastSaved(formatLongDateTime(settings.updatedAt)) : t.usingDefaults}
      </p>
      <TextField
        label={t.fields.shopName}
        maxLength={L.shopName}
        error={errors.shopName?.message}
        {...register('shopName')}
      />
      <TextField
        label={t.fields.address}
        autoComplete="street-address"
        maxLength={L.address}
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label={t.fields.returnAddress}
        hint={t.fields.returnAddressHint}
        maxLength={L.returnAddress}
        error={errors.returnAddress?.message}
        {...register('returnAddress')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t.fields.phone}
          type="tel"
          maxLength={L.phone}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={t.fields.email}
          type="email"
          maxLength={L.email}
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <TextArea
        label={t.fields.openingHours}
        hint={t.fields.openingHoursHint}
        rows={4}
        error={hoursError(errors.openingHours)}
        {...register('openingHours')}
      />
      <div>
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
