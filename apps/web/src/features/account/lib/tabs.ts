import { account } from '../../../i18n/sv/account'

const t = account.tabs

/** The account tabs in sidebar order; `hashes` are the URL anchors that open each (the first is canonical). */
export const ACCOUNT_TABS = [
  { id: 'dashboard', hashes: ['dashboard'], label: t.dashboard },
  { id: 'subscribe', hashes: ['subscribe', 'subscription'], label: t.subscribe },
  { id: 'submissions', hashes: ['submissions'], label: t.submissions },
  { id: 'orders', hashes: ['orders'], label: t.orders },
  { id: 'address', hashes: ['address'], label: t.address },
  { id: 'account-info', hashes: ['account-info'], label: t.accountInfo },
  { id: 'change-password', hashes: ['change-password'], label: t.changePassword },
  { id: 'privacy', hashes: ['privacy'], label: t.privacy },
] as const

export type AccountTab = (typeof ACCOUNT_TABS)[number]
export type AccountTabId = AccountTab['id']

/** The tab a URL hash opens; an empty or unknown hash opens the dashboard. */
export function tabFromHash(hash: string): AccountTab {
  const key = decodeURIComponent(hash.replace(/^#/, '')).toLowerCase()
  return ACCOUNT_TABS.find((tab) => (tab.hashes as readonly string[]).includes(key)) ?? ACCOUNT_TABS[0]
}
