import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { sv } from '../../../i18n/sv'
import { canStartRegistration } from '../lib/register-rules'
import { AuthCard } from './auth-card'

const t = sv.auth.login

/** The login page's register box: an e-mail field and a button to /register/<email>. */
export function RegisterBox({ loading }: { loading: boolean }) {
  const [email, setEmail] = useState('')
  const navigate = useNavigate()
  const enabled = canStartRegistration(email, loading)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (enabled) navigate(`/register/${encodeURIComponent(email.trim())}`)
  }

  return (
    <AuthCard title={t.registerHeading} lead={t.registerText} headingLevel={2} tone="green">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <TextField
          label={t.registerEmail}
          type="email"
          name="register-email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <div>
          <Button type="submit" variant="secondary" disabled={!enabled}>
            {t.registerButton}
          </Button>
        </div>
      </form>
    </AuthCard>
  )
}
