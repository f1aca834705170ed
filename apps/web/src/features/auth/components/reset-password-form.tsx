import { zodResolver } from '@hookform/resolvers/zod'
import { ResetPasswordBody } from '@kladbyte/contract'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { Alert } from '../../../components/ui/alert'
import { Button, buttonClass } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { auth } from '../../../i18n/sv/auth'
import { useResetPassword } from '../api/password-reset'
import { AuthCard } from './auth-card'

const t = auth.resetPassword

/** The new password twice; on success the member is offered the login page. */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordBody>({
    resolver: zodResolver(ResetPasswordBody),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  })

  if (reset.isSuccess) {
    return (
      <AuthCard title={t.heading}>
        <Alert tone="success">{t.success}</Alert>
        <Link to="/login" className={buttonClass('primary', 'mt-6')}>
          {t.toLogin}
        </Link>
      </AuthCard>
    )
  }

  const onSubmit = handleSubmit((body) => reset.mutate({ ...body, token }))
  return (
    <AuthCard title={t.heading} lead={t.lead}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <TextField
          label={t.newPassword}
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <TextField
          label={t.confirmPassword}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        {reset.isError && (
          <Alert tone="error">
            {reset.error.message}{' '}
            <Link to="/lost-password" className="font-medium underline underline-offset-4">
              {t.newLink}
            </Link>
          </Alert>
        )}
        <div>
          <Button type="submit" loading={reset.isPending}>
            {reset.isPending ? t.submitting : t.submit}
          </Button>
        </div>
      </form>
    </AuthCard>
  )
}
