import { Link } from 'react-router'
import { sv } from '../i18n/sv'

/** Error boundary for a route: a failing page does not blank the whole app. */
export function RouteError() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" role="alert">
      <h1 className="text-2xl font-semibold">{sv.common.genericError}</h1>
      <Link className="mt-6 inline-block underline" to="/">
        {sv.common.shopName}
      </Link>
    </section>
  )
}
