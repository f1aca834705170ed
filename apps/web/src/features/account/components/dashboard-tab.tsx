import type { UserDto } from '@kladbyte/contract'
import { Link } from 'react-router'
import { account } from '../../../i18n/sv/account'
import { formatPoints } from '../../../lib/format'
import { ACCOUNT_TABS } from '../lib/tabs'
import { PointsHistory } from './points-history'
import { ui } from './styles'

const t = account

/** #dashboard: greeting by first name, points balance, membership, logout and shortcuts. */
export function DashboardTab({ user }: { user: UserDto }) {
  const name = user.firstName || user.email
  return (
    <div className="space-y-6">
      <div>
        <p className="text-xl font-semibold">{t.hello(name)}</p>
        <p className="mt-1 text-sm text-stone-700">
          ({t.notYou(name)}{' '}
          <Link to="/logout" className={ui.link}>
            {t.logout}
          </Link>
          )
        </p>
        <p className="mt-3 text-stone-700">{t.dashboardIntro}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="dash-points" className={ui.card}>
          <h3 id="dash-points" className="text-sm font-medium text-stone-600">
            {t.pointsBalance}
          </h3>
          <p className="mt-1 text-2xl font-semibold text-stone-900" data-testid="points-balance">
            {formatPoints(user.points)}
          </p>
        </section>
        <section aria-labelledby="dash-membership" className={ui.card}>
          <h3 id="dash-membership" className="text-sm font-medium text-stone-600">
            {t.membership}
          </h3>
          <p
            className={`mt-1 text-lg font-semibold ${user.hasSubscription ? 'text-emerald-800' : 'text-red-800'}`}
            data-testid="membership-status"
          >
            {user.hasSubscription ? t.membershipActive : t.membershipInactive}
          </p>
          <Link to={{ hash: 'subscribe' }} className={`${ui.link} mt-2 inline-block text-sm`}>
            {user.hasSubscription ? t.membershipManage : t.membershipStart}
          </Link>
        </section>
      </div>
      <PointsHistory />
      <section aria-labelledby="dash-shortcuts">
        <h3 id="dash-shortcuts" className="text-sm font-medium text-stone-600">
          {t.shortcuts}
        </h3>
        <ul className="mt-2 grid gap-2 sm:grid-cols-3">
          {ACCOUNT_TABS.slice(2).map((tab) => (
            <li key={tab.id}>
              <Link
                to={{ hash: tab.hashes[0] }}
                className="block rounded-md border border-stone-200 px-3 py-2 text-sm font-medium text-stone-800 hover:border-emerald-700 hover:text-emerald-900"
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
