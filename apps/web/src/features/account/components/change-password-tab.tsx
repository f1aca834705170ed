import { ChangePasswordForm } from '../../../components/account/change-password-form'

/** #change-password: the shared form (the back-office profile page uses it too). */
export function ChangePasswordTab() {
  return <ChangePasswordForm />
}
