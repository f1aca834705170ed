import { zodResolver } from '@hookform/resolvers/zod'
import { SaveContextBody, type UserDto } from '@kladbyte/contract'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { useSaveContext } from '../../../../components/account/api/save-context'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { TextField } from '../../../../components/ui/text-field'
import { account } from '../../../../i18n/sv/account'
import { serverMessage } from '../../../../lib/api-client'

const t = account
// Only the name: the other fields of the user update call stay as they are.
const NameBody = SaveContextBody.pick({ firstName: true, lastName: true }).required()
type NameInput = z.input<typeof NameBody>

/** First and last name through the user update call (the whole user is sent, as the spec's client does). */
export function NameForm({ user }: { user: UserDto }) {
  const save = useSaveContext()
  const form = useForm<NameInput>({
    resolver: zodResolver(NameBody),
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  })
  const { register, handleSubmit, control, formState } = form
  const [firstName, lastName] = useWatch({ control, name: ['firstName', 'lastName'] })
  const canSave = Boolean(firstName?.trim() && lastName?.trim()) && !save.isPending

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { ...user, ...values },
      {
        onSuccess: (updated) => form.reset({ firstName: updated.firstName, lastName: updated.lastName }),
        onError: (err) => console.error('saving the name failed', err),
      },
    ),
  )
  const serverDetail = serverMessage(save.error)

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.firstName}
          autoComplete="given-name"
          error={formState.errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t.lastName}
          autoComplete="family-name"
          error={formState.errors.lastName?.message}
          {...register('lastName')}
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
    </form>
  )
}
