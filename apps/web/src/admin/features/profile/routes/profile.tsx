import { ChangePasswordForm } from '../../../../components/account/change-password-form'
import { TextField } from '../../../../components/ui/text-field'
import { adminShell } from '../../../../i18n/sv/admin-shell'
import { useSession } from '../../../../lib/session'
import { usePageTitle } from '../../../../lib/use-page-title'
import { PageHeading } from '../../../components/page-heading'
import { NameForm } from '../components/name-form'

const t = adminShell.profile
const card = 'rounded-xl border border-stone-200 bg-white p-5 shadow-sm md:p-6'

/** /admin/profile: the admin's own name and password, with the account page's texts. */
export function Component() {
  usePageTitle(t.title)
  const { user } = useSession()
  if (!user) return null
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 md:py-10">
      <PageHeading title={t.title} lead={t.lead} />
      <section aria-labelledby="profile-name" className={card}>
        <h2 id="profile-name" className="mb-4 text-lg font-semibold">
          {t.nameHeading}
        </h2>
        <TextField label={t.email} value={user.email} readOnly className="mb-4 max-w-md" />
        <NameForm user={user} />
      </section>
      <section aria-labelledby="profile-password" className={card}>
        <h2 id="profile-password" className="mb-4 text-lg font-semibold">
          {t.passwordHeading}
        </h2>
        <ChangePasswordForm />
      </section>
    </div>
  )
}
