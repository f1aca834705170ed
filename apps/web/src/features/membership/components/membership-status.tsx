import type { SubscriptionDto } from '@kladbyte/contract'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { toast } from '../../../components/ui/toast'
import { membership } from '../../../i18n/sv/membership'
import { formatLongDate } from '../../../lib/format'
import { useCancelSubscription } from '../api/cancel-subscription'
import { ui } from './styles'

const t = membership

/** An active membership: status, renewal or end date, and the way to end it. */
export function MembershipStatus({ subscription }: { subscription: SubscriptionDto }) {
  const [confirming, setConfirming] = useState(false)
  const cancel = useCancelSubscription()
  const date = formatLongDate(subscription.currentPeriodEnd)
  const ending = subscription.cancelAtPeriodEnd
  // A test membership is never renewed: it simply lasts its month.
  const lastsUntil = ending || subscription.provider === 'test'

  const endMembership = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false)
        toast.success(t.cancelled)
      },
      onError: (err) => {
        console.error('cancel membership failed', err)
        toast.error(t.cancelFailed)
      },
    })

  return (
    <section
      aria-labelledby="membership-status"
      className="rounded-lg border border-emerald-200 bg-emerald-50/60 p-5"
    >
      <h3 id="membership-status" className="flex items-center gap-2 font-semibold text-emerald-900">
        <span aria-hidden="true" className="inline-block size-2.5 rounded-full bg-emerald-600" />
        {t.active}
      </h3>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-stone-800">
        <dt className="text-stone-600">{t.statusLabel}</dt>
        <dd>{ending ? t.statusEnding : t.statusActive}</dd>
        {date && (
          <>
            <dt className="text-stone-600">{lastsUntil ? t.ends : t.renews}</dt>
            <dd>
              <time dateTime={subscription.currentPeriodEnd ?? undefined}>{date}</time>
            </dd>
          </>
        )}
      </dl>
      {subscription.provider === 'test' && <p className="mt-2 text-sm text-stone-700">{t.providerTest}</p>}
      {ending ? (
        <p className="mt-4 text-sm text-stone-700">{t.endingNotice}</p>
      ) : (
        <button type="button" className={`${ui.danger} mt-5`} onClick={() => setConfirming(true)}>
          {t.cancel}
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t.cancelTitle}
        confirmLabel={t.cancelConfirm}
        cancelLabel={t.cancelKeep}
        message={subscription.provider === 'test' ? t.cancelTest : t.cancelStripe(date)}
        pending={cancel.isPending}
        onConfirm={endMembership}
        onCancel={() => setConfirming(false)}
      />
    </section>
  )
}
