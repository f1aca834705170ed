import { useEffect, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { LogoMark, MenuIcon } from '../../components/ui/icons'
import { Sheet } from '../../components/ui/sheet'
import { CartPanel } from '../../features/cart/components/cart-panel'
import { WishlistPanel } from '../../features/cart/components/wishlist-panel'
import { sv } from '../../i18n/sv'
import { useShopSettings } from '../../lib/shop-settings'
import { HeaderActions, type PanelName } from './header-actions'
import { useMenuLinks } from './menu-links'
import { MobileMenu } from './mobile-menu'
import { SearchForm } from './search-form'

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors hover:text-emerald-800 ${
    isActive ? 'text-emerald-800 underline decoration-2 underline-offset-8' : 'text-stone-800'
  }`

/** Logo, menu (a hamburger under 768 px), icons with counts, and the slide-in panels they open. */
export function SiteHeader() {
  const [panel, setPanel] = useState<PanelName | null>(null)
  const location = useLocation()
  const links = useMenuLinks()
  const { shopName } = useShopSettings()
  const close = () => setPanel(null)
  const t = sv.shell

  // Following a link inside a panel closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => setPanel(null), [location.pathname, location.search])

  return (
    <>
      <header className="sticky top-0 z-30 border-b border-stone-200 bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-2 sm:gap-2 sm:px-6 lg:px-8">
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full text-stone-800 hover:bg-stone-200/70 sm:size-11 md:hidden"
            aria-label={t.actions.openMenu}
            aria-haspopup="dialog"
            onClick={() => setPanel('menu')}
            data-testid="open-mobile-menu"
          >
            <MenuIcon />
          </button>
          <Link
            to="/"
            className="mr-auto flex items-center gap-2 rounded-md text-xl font-bold tracking-tight text-emerald-900 md:mr-6"
          >
            <LogoMark />
            <span>{shopName}</span>
            <span className="sr-only">{t.homeLinkSuffix}</span>
          </Link>
          <nav aria-label={t.nav.label} className="mr-auto hidden md:block">
            <ul className="flex items-center gap-1 lg:gap-2">
              {links.map((link) => (
                <li key={link.label}>
                  <NavLink to={link.to} end={link.end} className={navLinkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <HeaderActions onOpen={setPanel} />
        </div>
      </header>

      <Sheet open={panel === 'search'} onClose={close} title={t.panels.search} side="top">
        <div className="mx-auto max-w-3xl px-5 py-6">
          <SearchForm onSearch={close} />
        </div>
      </Sheet>
      <Sheet open={panel === 'wishlist'} onClose={close} title={t.panels.wishlist}>
        <WishlistPanel onClose={close} />
      </Sheet>
      <Sheet open={panel === 'cart'} onClose={close} title={t.panels.cart}>
        <CartPanel onClose={close} />
      </Sheet>
      <Sheet open={panel === 'menu'} onClose={close} title={t.panels.menu} side="left">
        <MobileMenu links={links} />
      </Sheet>
    </>
  )
}
