import type { UserDto } from '@kladbyte/contract'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { sv } from '../../../i18n/sv'

const t = sv.cart.checkout

function InfoPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 className="font-semibold">{title}</h2>
      <div className="mt-1 text-sm">{children}</div>
    </section>
  )
}

/** The member's name, address and e-mail as the order will be sent. */
export function UserDetails({ user }: { user: UserDto }) {
  return (
    <InfoPanel title={t.details}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-stone-800">
        <dt className="text-stone-600">{t.name}</dt>
        <dd>
          {user.firstName} {user.lastName}
        </dd>
        <dt className="text-stone-600">{t.address}</dt>
        <dd>
          {user.address}
          {user.address && <br />}
          {user.postalCode} {user.city}
        </dd>
        <dt className="text-stone-600">{t.email}</dt>
        <dd className="break-all">{user.email}</dd>
      </dl>
    </InfoPanel>
  )
}

/** Medlemskap, Leverans and Villkor: the three info panels beside the order. */
export function CheckoutInfoPanels({ hasSubscription }: { hasSubscription: boolean }) {
  return (
    <>
      <InfoPanel title={t.membership}>
        {hasSubscription ? (
          <p className="text-emerald-800">{t.membershipActive}</p>
        ) : (
          <p className="text-red-800" data-testid="no-subscription">
            {t.noSubscription}{' '}
            <Link to="/my-account#subscribe" className="font-semibold underline">
              {t.subscribeLink}
            </Link>
          </p>
        )}
      </InfoPanel>
      <InfoPanel title={t.delivery}>
        <p className="text-stone-800">{t.deliveryText}</p>
      </InfoPanel>
      <InfoPanel title={t.terms}>
        <p className="text-stone-800">
          {t.termsText}{' '}
          <Link to="/terms" className="font-semibold text-emerald-800 underline">
            {t.termsLink}
          </Link>
          .
        </p>
      </InfoPanel>
    </>
  )
}
