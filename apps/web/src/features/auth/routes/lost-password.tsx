import { useParams } from 'react-router'
import { auth } from '../../../i18n/sv/auth'
import { usePageTitle } from '../../../lib/use-page-title'
import { AuthPage } from '../components/auth-card'
import { LostPasswordForm } from '../components/lost-password-form'
import { ResetPasswordForm } from '../components/reset-password-form'

/** /lost-password asks for the e-mail; /reset-password/:token (the mail's link) sets the new password. */
export function Component() {
  const { token } = useParams()
  usePageTitle(token ? auth.resetPassword.title : auth.lostPassword.title)
  return <AuthPage>{token ? <ResetPasswordForm token={token} /> : <LostPasswordForm />}</AuthPage>
}
