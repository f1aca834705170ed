import { Link } from 'react-router'
import { buttonClass } from '../../../../components/ui/button'
import { adminShell as t } from '../../../../i18n/sv/admin-shell'
import { usePageTitle } from '../../../../lib/use-page-title'

export type ComingSoonPage = 'users' | 'orders'

/** Staff pages that come with a later issue (/admin/users, /admin/orders): 'Kommer snart'. */
export function ComingSoon({ page }: { page: ComingSoonPage }) {
  const title = t.nav[page]
  usePageTitle(title)
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-4 py-10">
      <h1 className="text-2xl font-semibold md:text-3xl">{title}</h1>
      <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
        <h2 className="text-lg font-semibold text-emerald-900">{t.comingSoon.heading}</h2>
        <p className="mt-2 text-stone-700">{t.comingSoon.text}</p>
        <Link to="/admin" className={buttonClass('secondary', 'mt-4')}>
          {t.comingSoon.back}
        </Link>
      </div>
    </div>
  )
}
