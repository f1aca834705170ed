import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { account } from '../../../i18n/sv/account'
import { ACCOUNT_TABS, type AccountTabId } from '../lib/tabs'

const t = account
const item =
  'block shrink-0 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800'
const idle = 'text-stone-700 hover:bg-stone-100 hover:text-stone-950'
const current = 'bg-emerald-800 text-white'

/**
 * The account sidebar: tab links (aria-current on the open one), Admin for admins, and logout.
 * On phones it becomes a horizontally scrollable tab bar.
 */
export function AccountNav({ active, isAdmin }: { active: AccountTabId; isAdmin: boolean }) {
  const list = useRef<HTMLUListElement>(null)
  // On the phone tab bar, bring the open tab into view (only the bar scrolls, never the page).
  useEffect(() => {
    const bar = list.current
    const link = bar?.querySelector<HTMLElement>(`[data-tab="${active}"]`)
    if (!bar || !link || bar.scrollWidth <= bar.clientWidth) return
    bar.scrollLeft = link.offsetLeft - (bar.clientWidth - link.offsetWidth) / 2
  }, [active])
  return (
    <nav aria-label={t.nav} className="-mx-4 border-b border-stone-200 md:mx-0 md:border-0">
      <ul
        ref={list}
        className="relative flex gap-1 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] md:flex-col md:overflow-visible md:px-0 md:pb-0"
      >
        {ACCOUNT_TABS.map((tab) => (
          <li key={tab.id}>
            <Link
              to={{ hash: tab.hashes[0] }}
              data-tab={tab.id}
              aria-current={tab.id === active ? 'page' : undefined}
              className={`${item} ${tab.id === active ? current : idle}`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
        {isAdmin && (
          <li className="md:mt-3 md:border-t md:border-stone-200 md:pt-3">
            <Link to="/admin" className={`${item} ${idle}`}>
              {t.admin}
            </Link>
          </li>
        )}
        <li className={isAdmin ? '' : 'md:mt-3 md:border-t md:border-stone-200 md:pt-3'}>
          <Link to="/logout" className={`${item} ${idle}`}>
            {t.logout}
          </Link>
        </li>
      </ul>
    </nav>
  )
}
