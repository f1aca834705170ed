import { zodResolver } from '@hookform/resolvers/zod'
import { maskPersonnummer, SaveContextBody, type UserDto } from '@kladbyte/contract'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { useSaveContext } from '../../../components/account/api/save-context'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { account } from '../../../i18n/sv/account'
import { serverMessage } from '../../../lib/api-client'

const t = account
type FormInput = z.input<typeof SaveContextBody>
type FormOutput = z.output<typeof SaveContextBody>

const editable = (user: UserDto) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone,
  address: user.address,
  city: user.city,
  postalCode: user.postalCode,
  region: user.region,
})

/** #account-info: the member's own details; e-mail and personnummer read-only, country fixed. */
export function AccountInfoTab({ user }: { user: UserDto }) {
  const save = useSaveContext()
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(SaveContextBody),
    defaultValues: editable(user),
  })
  const { register, handleSubmit, control, formState } = form
  const [firstName, lastName] = useWatch({ control, name: ['firstName', 'lastName'] })
  // The spec's rule: save only with first name, last name and e-mail filled in.
  const canSave = Boolean(firstName?.trim() && lastName?.trim() && user.email.trim()) && !save.isPending
  const errors = formState.errors

  const onSubmit = handleSubmit((values) =>
    save.mutate({ ...user, ...values, country: t.countryValue } as UserDto, {
      onSuccess: (updated) => form.reset(editable(updated)),
      onError: (err) => console.error('saving account details failed', err),
    }),
  )
  const serverDetail = serverMessage(save.error)

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.firstName}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t.lastName}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          label={t.email}
          type="email"
          value={user.email}
          readOnly
          hint={t.emailHint}
          className="sm:col-span-2"
        />
        <TextField
          label={t.phone}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={t.address}
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label={t.city}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          label={t.postalCode}
          autoComplete="postal-code"
          error={errors.postalCode?.message}
          {...register('postalCode')}
        />
        <TextField
          label={t.region}
          autoComplete="address-level1"
          error={errors.region?.message}
          {...register('region')}
        />
        <TextField label={t.country} value={t.countryValue} readOnly />
        <TextField
          label={t.ssn}
          value={maskPersonnummer(user.socialSecurityNumber)}
          readOnly
          hint={t.ssnHint}
          data-testid="ssn"
        />
      </div>
      {save.isSuccess && <Alert tone="success">{t.saved}</Alert>}
      {save.isError && (
        <Alert tone="error">
          <p>{t.saveFailed}</p>
          {serverDetail && serverDetail !== t.saveFailed && <p className="mt-1">{serverDetail}</p>}
        </Alert>
      )}
      <Button type="submit" disabled={!canSave} loading={save.isPending}>
        {t.save}
      </Button>
      <span role="status" className="sr-only">
        {save.isPending ? t.saving : ''}
      </span>
    </form>
  )
}
