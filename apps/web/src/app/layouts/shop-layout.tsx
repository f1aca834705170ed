import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { Spinner } from '../../components/ui/spinner'
import { useGuestMerge } from '../../features/cart/api/merge-guest-lists'
import { sv } from '../../i18n/sv'
import { useLinkPreloading } from '../../lib/route-preload'
import { CookieNotice } from './cookie-notice'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { useNavigationScroll } from './use-navigation-scroll'

/** The storefront frame: skip link, slim info bar, header with panels, the page, footer, cookie notice. */
export function ShopLayout() {
  // A visitor's browser cart and wishlist move into the account when they sign in.
  useGuestMerge()
  // A link opens the next page at its top; back/forward returns to the spot the member left.
  useNavigationScroll()
  // Header, footer, category and product links fetch their page's chunk on hover or focus.
  useLinkPreloading()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-emerald-800 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {sv.shell.skipToContent}
      </a>
      <ul className="flex justify-center gap-x-2 bg-emerald-900 px-4 py-1.5 text-xs font-medium tracking-wide text-emerald-50 sm:text-sm">
        {sv.shell.topBar.map((item, i) => (
          // The last promise is left out on narrow phones so the bar stays one line.
          <li key={item} className={i === 2 ? 'hidden sm:block' : undefined}>
            {i > 0 && (
              <span aria-hidden="true" className="mr-2">
                ·
              </span>
            )}
            {item}
          </li>
        ))}
      </ul>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <CookieNotice />
    </div>
  )
}
