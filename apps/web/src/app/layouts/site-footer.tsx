import { Link } from 'react-router'
import { sv } from '../../i18n/sv'
import { formatYear } from '../../lib/format'
import { useShopSettings } from '../../lib/shop-settings'

const links = [
  { to: '/about', label: sv.shell.footer.links.about },
  { to: '/guide', label: sv.shell.footer.links.guide },
  { to: '/terms', label: sv.shell.footer.links.terms },
  { to: '/policy', label: sv.shell.footer.links.policy },
  { to: '/faq', label: sv.shell.footer.links.faq },
  { to: '/contact', label: sv.shell.footer.links.contact },
]

const linkClass = 'rounded text-stone-200 underline-offset-4 hover:text-white hover:underline'

/** Links, and the shop's details and opening hours from the settings (staff edit them). */
export function SiteFooter() {
  const shop = useShopSettings()
  const t = sv.shell.footer
  return (
    <footer className="mt-16 bg-emerald-950 text-stone-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="lg:col-span-1">
          <p className="text-xl font-bold text-white">{shop.shopName}</p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed">{t.about}</p>
        </div>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className="text-sm font-semibold tracking-wider text-white uppercase">
            {t.infoHeading}
          </h2>
          <ul className="mt-4 flex flex-col gap-2.5">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{t.contactHeading}</h2>
          <address className="mt-4 flex flex-col gap-2.5 not-italic">
            <span>{shop.shopName}</span>
            <span>{shop.address}</span>
            <span>
              {t.phone}:{' '}
              <a className={linkClass} href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>
                {shop.phone}
              </a>
            </span>
            <span>
              {t.email}:{' '}
              <a className={linkClass} href={`mailto:${shop.email}`}>
                {shop.email}
              </a>
            </span>
          </address>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{t.hoursHeading}</h2>
          <ul className="mt-4 flex flex-col gap-2.5">
            {shop.openingHours.map((line, i) => (
              // Lines are free text staff type and may repeat: the position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: a static list
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-stone-300 sm:px-6 lg:px-8">
          {t.copyright(formatYear(), shop.shopName)}
        </p>
      </div>
    </footer>
  )
}
