import { zodResolver } from '@hookform/resolvers/zod'
import { ChangePasswordBody } from '@kladbyte/contract'
import { useForm, useWatch } from 'react-hook-form'
import { account } from '../../i18n/sv/account'
import { serverMessage } from '../../lib/api-client'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { TextField } from '../ui/text-field'
import { useChangePassword } from './api/change-password'

const t = account
const empty = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** Current, new and confirm password (the member's #change-password tab, staff's profile); saves only when all are filled and new equals confirm. */
export function ChangePasswordForm() {
  const change = useChangePassword()
  const form = useForm<ChangePasswordBody>({
    resolver: zodResolver(ChangePasswordBody),
    defaultValues: empty,
  })
  const { register, handleSubmit, control, formState } = form
  const [current, next, confirm] = useWatch({
    control,
    name: ['currentPassword', 'newPassword', 'confirmPassword'],
  })
  const mismatch = Boolean(confirm) && next !== confirm
  const canSave = Boolean(current && next && confirm) && next === confirm && !change.isPending

  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => form.reset(empty),
      onError: (err) => console.error('password change failed', err),
    }),
  )
  const serverDetail = serverMessage(change.error)

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      <p className="text-sm text-stone-700">{t.passwordHint}</p>
      <TextField
        label={t.currentPassword}
        type="password"
        autoComplete="current-password"
        error={formState.errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label={t.newPassword}
        type="password"
        autoComplete="new-password"
        error={formState.errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label={t.confirmPassword}
        type="password"
        autoComplete="new-password"
        error={mismatch ? t.passwordsDiffer : formState.errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {change.isSuccess && <Alert tone="success">{t.saved}</Alert>}
      {change.isError && (
        <Alert tone="error">
          <p>{t.saveFailed}</p>
          {serverDetail && serverDetail !== t.saveFailed && <p className="mt-1">{serverDetail}</p>}
        </Alert>
      )}
      <Button type="submit" disabled={!canSave} loading={change.isPending}>
        {t.save}
      </Button>
      <span role="status" className="sr-only">
        {change.isPending ? t.saving : ''}
      </span>
    </form>
  )
}
