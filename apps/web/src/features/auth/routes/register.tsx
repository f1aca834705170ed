import { zodResolver } from '@hookform/resolvers/zod'
import { RegisterBody } from '@kladbyte/contract'
import { type ReactNode, useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useLocation, useParams } from 'react-router'
import type { z } from 'zod'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { auth } from '../../../i18n/sv/auth'
import { errorText } from '../../../lib/api-client'
import { usePageTitle } from '../../../lib/use-page-title'
import { useRegister } from '../api/register'
import { AuthCard, AuthPage } from '../components/auth-card'
import { allRegisterFieldsFilled } from '../lib/register-rules'
import { returnState } from '../lib/return-path'

const t = auth.register
type RegisterInput = z.input<typeof RegisterBody>

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 border-t border-stone-200 pt-6 first:border-t-0 first:pt-0 sm:grid-cols-2">
      <legend className="float-left mb-1 w-full text-lg font-semibold text-emerald-900 sm:col-span-2">
        {title}
      </legend>
      {children}
    </fieldset>
  )
}

/** /register/:email? — personal info, password and address; country is always Sverige. */
export function Component() {
  usePageTitle(t.title)
  const { email = '' } = useParams()
  // Came from a guarded page via /login: the links back to /login keep that page.
  const loginState = returnState(useLocation().state)
  const registration = useRegister()
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<RegisterInput, unknown, RegisterBody>({
    resolver: zodResolver(RegisterBody),
    defaultValues: {
      firstName: '',
      lastName: '',
      email,
      phone: '',
      socialSecurityNumber: '',
      password: '',
      confirmPassword: '',
      address: '',
      postalCode: '',
      city: '',
      region: '',
      country: t.countryValue,
    },
  })
  // Another /register/<email> link while the page is open refills the e-mail.
  useEffect(() => setValue('email', email), [email, setValue])
  const values = useWatch({ control })
  const complete = allRegisterFieldsFilled(values)

  if (registration.isSuccess) {
    return (
      <AuthPage>
        <AuthCard title={t.successHeading}>
          <Alert tone="success">{registration.data.message}</Alert>
          <Link
            to="/login"
            state={loginState}
            className="mt-6 inline-block font-medium text-emerald-800 underline underline-offset-4"
          >
            {t.toLogin}
          </Link>
        </AuthCard>
      </AuthPage>
    )
  }

  const onSubmit = handleSubmit((body) => registration.mutate({ ...body, country: t.countryValue }))
  const field = (name: keyof RegisterInput) => ({ ...register(name), error: errors[name]?.message })

  return (
    <AuthPage wide>
      <AuthCard title={t.heading} lead={t.lead}>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-8">
          <Section title={t.personal}>
            <TextField label={t.firstName} autoComplete="given-name" {...field('firstName')} />
            <TextField label={t.lastName} autoComplete="family-name" {...field('lastName')} />
            <TextField
              label={t.email}
              type="email"
              autoComplete="email"
              inputMode="email"
              {...field('email')}
            />
            <TextField label={t.phone} type="tel" autoComplete="tel" {...field('phone')} />
            <TextField
              label={t.ssn}
              hint={t.ssnHint}
              inputMode="numeric"
              autoComplete="off"
              {...field('socialSecurityNumber')}
            />
          </Section>
          <Section title={t.passwordSection}>
            <TextField
              label={t.password}
              hint={t.passwordHint}
              type="password"
              autoComplete="new-password"
              {...field('password')}
            />
            <TextField
              label={t.confirmPassword}
              type="password"
              autoComplete="new-password"
              {...field('confirmPassword')}
            />
          </Section>
          <Section title={t.addressSection}>
            <TextField
              label={t.address}
              autoComplete="street-address"
              className="sm:col-span-2"
              {...field('address')}
            />
            <TextField
              label={t.postalCode}
              autoComplete="postal-code"
              inputMode="numeric"
              {...field('postalCode')}
            />
            <TextField label={t.city} autoComplete="address-level2" {...field('city')} />
            <TextField label={t.region} autoComplete="address-level1" {...field('region')} />
            <div className="flex flex-col gap-1.5">
              <span className="text-sm font-medium text-stone-800">{t.country}</span>
              <span className="flex min-h-11 items-center text-base text-stone-900" data-testid="country">
                {t.countryValue}
              </span>
            </div>
          </Section>
          {registration.isError && <Alert tone="error">{errorText(registration.error, t.failed)}</Alert>}
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" disabled={!complete} loading={registration.isPending}>
              {registration.isPending ? t.submitting : t.submit}
            </Button>
            <p className="text-stone-700">
              {t.haveAccount}{' '}
              <Link
                to="/login"
                state={loginState}
                className="font-medium text-emerald-800 underline underline-offset-4"
              >
                {auth.login.submit}
              </Link>
            </p>
          </div>
        </form>
      </AuthCard>
    </AuthPage>
  )
}
