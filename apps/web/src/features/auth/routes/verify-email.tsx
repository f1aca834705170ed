import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { Alert } from '../../../components/ui/alert'
import { buttonClass } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { auth } from '../../../i18n/sv/auth'
import { usePageTitle } from '../../../lib/use-page-title'
import { verifyEmailQuery } from '../api/verify-email'
import { AuthCard, AuthPage } from '../components/auth-card'

const t = auth.verifyEmail

/** /verify-email/:token: verifies once and shows 'Email verifierad.' or 'Kunde inte verifiera email.'. */
export function Component() {
  usePageTitle(t.title)
  const { token = '' } = useParams()
  const verification = useQuery(verifyEmailQuery(token))

  return (
    <AuthPage>
      <AuthCard title={t.heading}>
        {verification.isPending ? (
          <Spinner label={t.working} />
        ) : verification.isSuccess ? (
          <>
            <Alert tone="success">
              <p className="font-semibold">{t.success}</p>
              <p className="mt-1">{t.successText}</p>
            </Alert>
            <Link to="/login" className={buttonClass('primary', 'mt-6')}>
              {t.toLogin}
            </Link>
          </>
        ) : (
          <>
            <Alert tone="error">
              <p className="font-semibold">{t.failed}</p>
              <p className="mt-1">{t.failedText}</p>
            </Alert>
            <Link to="/" className={buttonClass('secondary', 'mt-6')}>
              {t.toHome}
            </Link>
          </>
        )}
      </AuthCard>
    </AuthPage>
  )
}
