import { NavLink } from 'react-router'
import { adminShell as t } from '../i18n/sv/admin-shell'

/** The back-office's pages, in the spec's order (§2.2). */
export const ADMIN_LINKS = [
  { to: '/admin', label: t.nav.overview, end: true },
  { to: '/admin/users', label: t.nav.users },
  { to: '/admin/categories', label: t.nav.categories },
  { to: '/admin/products', label: t.nav.products },
  { to: '/admin/orders', label: t.nav.orders },
  { to: '/admin/submissions', label: t.nav.submissions },
] as const

const tones = {
  dark: {
    active: 'bg-white/15 text-white',
    idle: 'text-emerald-50 hover:bg-white/10 hover:text-white',
  },
  light: {
    active: 'bg-emerald-50 text-emerald-900',
    idle: 'text-stone-800 hover:bg-stone-200/60',
  },
} as const

/**
 * The side menu (on the dark side bar on wide screens, in the drawer on phones). NavLink marks the
 * current page with aria-current="page".
 */
export function AdminNav({ tone }: { tone: keyof typeof tones }) {
  const c = tones[tone]
  return (
    <nav aria-label={t.nav.label}>
      <ul className="flex flex-col gap-1">
        {ADMIN_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={'end' in link}
              className={({ isActive }) =>
                `flex min-h-11 items-center rounded-lg px-4 text-base font-medium ${isActive ? c.active : c.idle}`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
