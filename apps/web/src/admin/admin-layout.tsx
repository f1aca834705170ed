import { useQueryClient } from '@tanstack/react-query'
import { Suspense, useEffect, useState } from 'react'
import { Link, Outlet, useLocation, useNavigate } from 'react-router'
import { LogoMark, MenuIcon } from '../components/ui/icons'
import { MenuButton, menuItemClass } from '../components/ui/menu-button'
import { Sheet } from '../components/ui/sheet'
import { Spinner } from '../components/ui/spinner'
import { useStaffToasts } from '../components/ui/toast'
import { adminShell as t } from '../i18n/sv/admin-shell'
import { logout, useSession } from '../lib/session'
import { AdminNav } from './admin-nav'

/**
 * The back-office frame (backoffice spec §2.2): skip link, the side menu (a drawer on phones), the
 * top bar with the link back to the shop and the user menu, and the page.
 */
export function AdminLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const location = useLocation()
  // Every toast on a staff page stays 5 s (back-office spec §8–9).
  useStaffToasts()

  // Following a link in the drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setDrawerOpen(false), [location.pathname])

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[15rem_1fr]">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-md bg-emerald-800 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t.skipToContent}
      </a>
      <aside className="hidden bg-emerald-950 px-3 py-5 lg:block">
        <div className="sticky top-5 flex flex-col gap-6">
          <Brand tone="dark" />
          <AdminNav tone="dark" />
        </div>
      </aside>
      <div className="flex min-h-dvh min-w-0 flex-col">
        <header className="sticky top-0 z-20 border-b border-stone-200 bg-paper/95 backdrop-blur">
          <div className="flex h-16 items-center gap-2 px-2 sm:px-4 lg:px-8">
            <button
              type="button"
              className="inline-flex size-11 items-center justify-center rounded-full text-stone-800 hover:bg-stone-200/70 lg:hidden"
              aria-label={t.openMenu}
              aria-haspopup="dialog"
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </button>
            <div className="mr-auto lg:hidden">
              <Brand tone="light" />
            </div>
            <Link
              to="/"
              className="ml-auto hidden rounded-full px-3 py-2 text-sm font-medium text-emerald-900 underline-offset-4 hover:underline sm:inline-flex"
            >
              {t.toShop}
            </Link>
            <UserMenu />
          </div>
        </header>
        <main id="admin-main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Sheet open={drawerOpen} onClose={() => setDrawerOpen(false)} title={t.menuTitle} side="left">
        <div className="flex flex-col gap-4 p-4">
          <AdminNav tone="light" />
          <Link
            to="/"
            className="rounded-lg px-4 py-2 font-medium text-emerald-900 underline underline-offset-4"
          >
            {t.toShop}
          </Link>
        </div>
      </Sheet>
    </div>
  )
}

function Brand({ tone }: { tone: 'dark' | 'light' }) {
  return (
    <Link
      to="/admin"
      className={`flex items-center gap-2 rounded-md px-2 text-lg font-bold tracking-tight ${
        tone === 'dark' ? 'text-white' : 'text-emerald-900'
      }`}
    >
      <LogoMark />
      <span>
        {t.brand} <span className="font-medium opacity-80">{t.brandSuffix}</span>
      </span>
    </Link>
  )
}

/** The admin's name; opens Din profil, Inställningar and Logga ut. */
function UserMenu() {
  const session = useSession()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const user = session.user
  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : ''
  const signOut = async () => {
    await logout(queryClient)
    navigate('/login', { replace: true })
  }
  return (
    <MenuButton
      ariaLabel={t.userMenu.label(name)}
      label={
        <>
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-emerald-800 text-sm font-semibold text-white"
          >
            {name.charAt(0).toUpperCase()}
          </span>
          <span className="hidden max-w-40 truncate sm:inline">{name}</span>
        </>
      }
    >
      {(close) => (
        <ul>
          <li>
            <Link to="/admin/profile" className={menuItemClass} onClick={close}>
              {t.userMenu.profile}
            </Link>
          </li>
          <li>
            <Link to="/admin/settings" className={menuItemClass} onClick={close}>
              {t.userMenu.settings}
            </Link>
          </li>
          <li className="sm:hidden">
            <Link to="/" className={menuItemClass} onClick={close}>
              {t.toShop}
            </Link>
          </li>
          <li>
            <button type="button" className={menuItemClass} onClick={() => void signOut()}>
              {t.userMenu.logout}
            </button>
          </li>
        </ul>
      )}
    </MenuButton>
  )
}
