import { type FormEvent, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { auth } from '../../../i18n/sv/auth'
import { canStartRegistration } from '../lib/register-rules'
import { returnState } from '../lib/return-path'
import { AuthCard } from './auth-card'

const t = auth.login

/** The login page's register box: an e-mail field and a button to /register/<email>. */
export function RegisterBox({ loading }: { loading: boolean }) {
  const [email, setEmail] = useState('')
  const navigate = useNavigate()
  const location = useLocation()
  const enabled = canStartRegistration(email, loading)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    // The page a guard sent the visitor away from travels along, back to /login after registering.
    if (enabled)
      navigate(`/register/${encodeURIComponent(email.trim())}`, { state: returnState(location.state) })
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
