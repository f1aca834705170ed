import type { UserDto } from '@kladbyte/contract'
import { Link } from 'react-router'
import { account } from '../../../i18n/sv/account'
import { ui } from './styles'

const t = account

function AddressCard({ title, user }: { title: string; user: UserDto }) {
  const hasAddress = Boolean(user.address || user.city || user.postalCode)
  return (
    <section aria-label={title} className={ui.card}>
      <h3 className="font-semibold">{title}</h3>
      {hasAddress ? (
        <address className="mt-2 text-stone-800 not-italic">
          {user.firstName} {user.lastName}
          <br />
          {user.address}
          <br />
          {user.postalCode} {user.city}
          {user.region && (
            <>
              <br />
              {user.region}
            </>
          )}
          <br />
          {user.country || t.countryValue}
        </address>
      ) : (
        <p className="mt-2 text-stone-700">{t.addressMissing}</p>
      )}
    </section>
  )
}

/** #address: billing and delivery addresses, shown identical (there is one address per member). */
export function AddressTab({ user }: { user: UserDto }) {
  return (
    <div className="space-y-4">
      <p className="text-stone-700">{t.addressIntro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <AddressCard title={t.billing} user={user} />
        <AddressCard title={t.delivery} user={user} />
      </div>
      <Link to={{ hash: 'account-info' }} className={ui.link}>
        {t.editAddress}
      </Link>
    </div>
  )
}
