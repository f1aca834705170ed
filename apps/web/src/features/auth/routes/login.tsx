import { zodResolver } from '@hookform/resolvers/zod'
import { LoginBody } from '@kladbyte/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useLocation, useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { auth } from '../../../i18n/sv/auth'
import { common } from '../../../i18n/sv/common'
import { errorText } from '../../../lib/api-client'
import { usePageTitle } from '../../../lib/use-page-title'
import { loadSignedInUser, useLogin, validateSession } from '../api/login'
import { AuthCard, AuthPage } from '../components/auth-card'
import { RegisterBox } from '../components/register-box'
import { returnPathFrom } from '../lib/return-path'

const t = auth.login

/**
 * /login: the login form on the left, the register box on the right. Signed in, the member goes to /,
 * or back to the page a guard sent them away from.
 */
export function Component() {
  usePageTitle(t.title)
  const navigate = useNavigate()
  const location = useLocation()
  const returnTo = returnPathFrom(location.state)
  const queryClient = useQueryClient()
  const login = useLogin()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody>({ resolver: zodResolver(LoginBody), defaultValues: { username: '', password: '' } })

  // On opening, an existing valid session goes straight on (home, or the page it came from).
  useEffect(() => {
    const controller = new AbortController()
    void validateSession(controller.signal).then(async (valid) => {
      if (!valid || controller.signal.aborted) return
      await loadSignedInUser(queryClient)
      navigate(returnTo, { replace: true })
    })
    return () => controller.abort()
  }, [navigate, queryClient, returnTo])

  const onSubmit = handleSubmit((body) =>
    login.mutate(body, { onSuccess: () => navigate(returnTo, { replace: true }) }),
  )

  // A wrong password is the server's 401 text; no answer at all is not the member's mistake.
  const failure = login.error ? errorText(login.error, common.genericError) : undefined

  return (
    <AuthPage wide>
      <div className="grid gap-6 md:grid-cols-2 md:gap-8">
        <AuthCard title={t.heading} lead={t.lead}>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
            <TextField
              label={t.email}
              type="email"
              autoComplete="username"
              inputMode="email"
              error={errors.username?.message}
              {...register('username')}
            />
            <TextField
              label={t.password}
              type="password"
              autoComplete="current-password"
              error={errors.password?.message ?? failure}
              {...register('password')}
            />
            <div className="flex flex-wrap items-center justify-between gap-4">
              <Button type="submit" loading={login.isPending}>
                {login.isPending ? t.submitting : t.submit}
              </Button>
              <Link
                to="/lost-password"
                className="rounded font-medium text-emerald-800 underline underline-offset-4 hover:text-emerald-950"
              >
                {t.lostPassword}
              </Link>
            </div>
          </form>
        </AuthCard>
        <RegisterBox loading={login.isPending} />
      </div>
    </AuthPage>
  )
}
