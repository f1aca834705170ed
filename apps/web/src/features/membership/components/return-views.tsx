import { Link } from 'react-router'
import { Button, buttonClass } from '../../../components/ui/button'
import { membership } from '../../../i18n/sv/membership'

const t = membership
const frame = 'mx-auto max-w-xl px-4 py-12 sm:py-16 text-center'

/** 'Något gick fel' with the reason and ways to try again. */
export function ReturnError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <section className={frame} aria-labelledby="return-error">
      <h1 id="return-error" className="text-2xl font-semibold text-red-800">
        {t.errorTitle}
      </h1>
      <p role="alert" className="mt-4 text-stone-800">
        {message}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {onRetry ? (
          <Button onClick={onRetry}>{t.tryAgain}</Button>
        ) : (
          <Link to="/my-account#subscribe" className={buttonClass('primary')}>
            {t.tryAgain}
          </Link>
        )}
        <Link to="/contact" className={buttonClass('secondary')}>
          {t.contactSupport}
        </Link>
      </div>
    </section>
  )
}

/** The provider is still working on the payment. */
export function ReturnProcessing() {
  return (
    <section className={frame} aria-labelledby="return-processing" aria-live="polite">
      <span
        aria-hidden="true"
        className="mx-auto block size-10 animate-spin rounded-full border-4 border-stone-300 border-t-emerald-700"
      />
      <h1 id="return-processing" className="mt-6 text-2xl font-semibold">
        {t.processing}
      </h1>
      <p className="mt-2 text-stone-700">{t.processingHint}</p>
    </section>
  )
}

/** The payment is done: thanks, and the way on. */
export function ReturnThanks({ email, activated }: { email: string | null; activated: boolean }) {
  return (
    <section className={frame} aria-labelledby="return-thanks">
      <span
        aria-hidden="true"
        className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-100 text-3xl text-emerald-800"
      >
        ✓
      </span>
      <h1 id="return-thanks" className="mt-6 text-2xl font-semibold">
        {t.returnTitle}
      </h1>
      <p className="mt-3 text-stone-800" role="status">
        {activated ? t.returnText : t.returnPending}
      </p>
      {email && <p className="mt-1 text-sm text-stone-600">{t.returnEmail(email)}</p>}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/shop" className={buttonClass('primary')}>
          {t.toShop}
        </Link>
        <Link to="/my-account#dashboard" className={buttonClass('secondary')}>
          {t.toAccount}
        </Link>
      </div>
    </section>
  )
}
