import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { BagIcon, HeartIcon, SearchIcon, UserIcon } from '../../components/ui/icons'
import { useCartCount, useWishlistCount } from '../../features/cart/api/counts'
import { sv } from '../../i18n/sv'
import { formatPoints } from '../../lib/format'
import { useSession } from '../../lib/session'

export type PanelName = 'search' | 'wishlist' | 'cart' | 'menu'

const iconButton =
  'relative inline-flex size-10 sm:size-11 items-center justify-center rounded-full text-stone-800 hover:bg-stone-200/70'

function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-emerald-800 px-1 text-xs font-semibold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  )
}

function PanelButton(props: { label: string; onClick: () => void; children: ReactNode; count?: number }) {
  return (
    <button
      type="button"
      className={iconButton}
      aria-label={props.label}
      aria-haspopup="dialog"
      onClick={props.onClick}
    >
      {props.children}
      <CountBadge count={props.count ?? 0} />
    </button>
  )
}

/** Search, account (with the points balance), wishlist and cart, with counts. */
export function HeaderActions({ onOpen }: { onOpen: (panel: PanelName) => void }) {
  const session = useSession()
  const cartCount = useCartCount()
  const wishlistCount = useWishlistCount()
  const t = sv.shell.actions
  const signedIn = session.status === 'authenticated'

  return (
    <div className="flex items-center gap-0.5 sm:gap-1">
      <PanelButton label={t.search} onClick={() => onOpen('search')}>
        <SearchIcon />
      </PanelButton>
      {signedIn && (
        <Link
          to="/my-account#dashboard"
          className="hidden items-center rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold whitespace-nowrap text-emerald-900 ring-1 ring-emerald-800/25 hover:bg-emerald-100 sm:inline-flex"
          data-testid="header-points"
        >
          <span className="sr-only">{t.pointsPrefix}</span>
          {formatPoints(session.user.points)}
        </Link>
      )}
      <Link
        to={signedIn ? '/my-account' : '/login'}
        className={iconButton}
        aria-label={signedIn ? t.account : t.login}
        data-testid="header-account"
      >
        <UserIcon />
        {signedIn && (
          <span
            aria-hidden="true"
            className="absolute right-1.5 bottom-1.5 size-2.5 rounded-full bg-emerald-600 ring-2 ring-paper"
          />
        )}
      </Link>
      <PanelButton label={t.wishlist(wishlistCount)} onClick={() => onOpen('wishlist')} count={wishlistCount}>
        <HeartIcon />
      </PanelButton>
      <PanelButton label={t.cart(cartCount)} onClick={() => onOpen('cart')} count={cartCount}>
        <BagIcon />
      </PanelButton>
    </div>
  )
}
