import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { Spinner } from '../../components/ui/spinner'
import { AccountInfoTab } from '../../features/account/components/account-info-tab'
import { AccountNav } from '../../features/account/components/account-nav'
import { AddressTab } from '../../features/account/components/address-tab'
import { ChangePasswordTab } from '../../features/account/components/change-password-tab'
import { DashboardTab } from '../../features/account/components/dashboard-tab'
import { PrivacyTab } from '../../features/account/components/privacy-tab'
import { type AccountTabId, tabFromHash } from '../../features/account/lib/tabs'
import { SubscriptionTab } from '../../features/membership/components/subscription-tab'
import { ordersQuery } from '../../features/orders/api/get-orders'
import { OrdersTab } from '../../features/orders/components/orders-tab'
import { submissionsQuery } from '../../features/submissions/api/get-submissions'
import { SubmissionsList } from '../../features/submissions/components/submissions-list'
import { account } from '../../i18n/sv/account'
import { membership } from '../../i18n/sv/membership'
import { useSession } from '../../lib/session'
import { usePageTitle } from '../../lib/use-page-title'

const t = account

const titles: Record<AccountTabId, string> = {
  dashboard: t.tabs.dashboard,
  subscribe: membership.title,
  submissions: t.submissionsTitle,
  orders: t.ordersTitle,
  address: t.addressTitle,
  'account-info': t.accountInfoTitle,
  'change-password': t.passwordTitle,
  privacy: t.privacyTitle,
}

/** /my-account: the member's own pages, one tab at a time, chosen by the URL hash. */
export function Component() {
  const { user } = useSession()
  const { hash } = useLocation()
  const tab = tabFromHash(hash)
  usePageTitle(`${titles[tab.id]} – ${t.title}`)
  const heading = useRef<HTMLHeadingElement>(null)
  const shown = useRef(tab.id)
  const queryClient = useQueryClient()

  // The spec's account page loads the member's orders and submissions on entry.
  useEffect(() => {
    queryClient.prefetchQuery(ordersQuery)
    queryClient.prefetchQuery(submissionsQuery)
  }, [queryClient])

  // Moving between tabs moves focus to the new tab's heading (not on first load).
  useEffect(() => {
    if (shown.current === tab.id) return
    shown.current = tab.id
    heading.current?.focus()
  }, [tab.id])

  if (!user) return <Spinner />
  const panels: Record<AccountTabId, () => ReactNode> = {
    dashboard: () => <DashboardTab user={user} />,
    subscribe: () => <SubscriptionTab />,
    submissions: () => <SubmissionsList />,
    orders: () => <OrdersTab />,
    address: () => <AddressTab user={user} />,
    'account-info': () => <AccountInfoTab key={user.id} user={user} />,
    'change-password': () => <ChangePasswordTab />,
    privacy: () => <PrivacyTab isAdmin={user.isAdmin} />,
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:py-10">
      <h1 className="text-2xl font-semibold md:text-3xl">{t.title}</h1>
      <div className="mt-4 md:mt-8 md:grid md:grid-cols-[13rem_1fr] md:gap-10">
        <aside>
          <AccountNav active={tab.id} isAdmin={user.isAdmin} />
        </aside>
        <section aria-labelledby="account-tab-title" className="mt-6 min-w-0 md:mt-0">
          <h2
            id="account-tab-title"
            ref={heading}
            tabIndex={-1}
            className="mb-5 text-xl font-semibold focus:outline-none"
          >
            {titles[tab.id]}
          </h2>
          {panels[tab.id]()}
        </section>
      </div>
    </div>
  )
}
