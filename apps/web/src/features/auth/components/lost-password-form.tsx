import { useForm, useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { auth } from '../../../i18n/sv/auth'
import { useLostPassword } from '../api/password-reset'
import { AuthCard } from './auth-card'

const t = auth.lostPassword

/** E-mail field and 'Återställ Lösenord' (disabled when empty or while sending). */
export function LostPasswordForm() {
  const lostPassword = useLostPassword()
  const { register, handleSubmit, control } = useForm({ defaultValues: { email: '' } })
  const email = useWatch({ control, name: 'email' })
  const onSubmit = handleSubmit(({ email }) => lostPassword.mutate(email))

  return (
    <AuthCard title={t.heading} lead={t.lead}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...register('email')}
        />
        {lostPassword.isSuccess && <Alert tone="success">{t.success}</Alert>}
        {lostPassword.isError && <Alert tone="error">{t.failed}</Alert>}
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Button type="submit" disabled={!email.trim()} loading={lostPassword.isPending}>
            {t.submit}
          </Button>
          <Link to="/login" className="font-medium text-emerald-800 underline underline-offset-4">
            {t.backToLogin}
          </Link>
        </div>
      </form>
    </AuthCard>
  )
}
