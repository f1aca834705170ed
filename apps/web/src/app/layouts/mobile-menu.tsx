import { NavLink } from 'react-router'
import { sv } from '../../i18n/sv'
import { formatPoints } from '../../lib/format'
import { useSession } from '../../lib/session'
import type { MenuLink } from './menu-links'

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 items-center rounded-lg px-4 text-lg font-medium ${
    isActive ? 'bg-emerald-50 text-emerald-900' : 'text-stone-800 hover:bg-stone-200/60'
  }`

/** The phone menu: the same links as the desktop header, then the account links. */
export function MobileMenu({ links }: { links: MenuLink[] }) {
  const session = useSession()
  const t = sv.shell
  return (
    <div className="flex flex-col gap-6 p-4">
      <nav aria-label={t.nav.label}>
        <ul className="flex flex-col gap-1">
          {links.map((link) => (
            <li key={link.label}>
              <NavLink to={link.to} end={link.end} className={itemClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-1 border-t border-stone-200 pt-4">
        {session.status === 'authenticated' ? (
          <>
            <p className="px-4 pb-2 text-base font-semibold text-emerald-900">
              {t.actions.pointsLabel(formatPoints(session.user.points))}
            </p>
            <NavLink to="/my-account" className={itemClass}>
              {t.actions.account}
            </NavLink>
            <NavLink to="/logout" className={itemClass}>
              {t.actions.logout}
            </NavLink>
          </>
        ) : (
          <NavLink to="/login" className={itemClass}>
            {t.actions.login}
          </NavLink>
        )}
      </div>
    </div>
  )
}
