import { content } from '../../../i18n/sv/content'
import { usePageTitle } from '../../../lib/use-page-title'
import { ButtonLink } from '../components/button-link'

const t = content.notFound

/** Any path the route table does not know. */
export function Component() {
  usePageTitle(t.title)
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p className="text-7xl font-bold tracking-tight text-emerald-800 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-6 text-3xl font-semibold text-stone-900 sm:text-4xl">{t.heading}</h1>
      <p className="mt-4 text-lg text-stone-700">{t.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">{t.home}</ButtonLink>
        <ButtonLink to="/login" variant="secondary">
          {t.login}
        </ButtonLink>
      </div>
    </section>
  )
}
