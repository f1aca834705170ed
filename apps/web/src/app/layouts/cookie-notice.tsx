import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../components/ui/button'
import { sv } from '../../i18n/sv'
import { useHydrated } from '../../lib/use-hydrated'

/** localStorage key that remembers the visitor's acceptance. */
export const COOKIE_CONSENT_KEY = 'kladbyte.cookies-accepted'

function readAccepted(): boolean {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY) === 'true'
  } catch {
    // Storage blocked (private mode): show the notice, acceptance lasts for this page view.
    return false
  }
}

/** A bottom bar about cookies with 'Acceptera'; gone for good once accepted. */
export function CookieNotice() {
  const [accepted, setAccepted] = useState(readAccepted)
  // Server-rendered pages get the bar after hydration (it floats, so nothing moves).
  const hydrated = useHydrated()
  if (accepted || !hydrated) return null
  const t = sv.shell.cookies

  const accept = () => {
    try {
      localStorage.setItem(COOKIE_CONSENT_KEY, 'true')
    } catch {
      // See readAccepted.
    }
    setAccepted(true)
  }

  return (
    <section
      aria-label={t.label}
      className="fixed inset-x-3 bottom-3 z-20 mx-auto flex max-w-3xl flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-xl sm:flex-row sm:items-center sm:gap-5 sm:p-5"
      data-testid="cookie-notice"
    >
      <p className="text-sm leading-relaxed text-stone-800">
        {t.text}{' '}
        <Link to="/policy" className="font-medium text-emerald-800 underline underline-offset-2">
          {t.readMore}
        </Link>
      </p>
      <Button onClick={accept} className="shrink-0">
        {t.accept}
      </Button>
    </section>
  )
}
