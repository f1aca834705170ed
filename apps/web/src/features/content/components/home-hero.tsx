import { LeafIcon, ShirtIcon, StarIcon } from '../../../components/ui/icons'
import { content } from '../../../i18n/sv/content'
import { ButtonLink } from './button-link'

const t = content.home.hero

/** The home page's opening: the promise and the two ways in. */
export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-emerald-50/70">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[3fr_2fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-emerald-800">{t.eyebrow}</p>
          <h1
            id="hero-heading"
            className="mt-3 text-4xl font-semibold tracking-tight text-balance text-stone-900 sm:text-5xl lg:text-6xl"
          >
            {t.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-stone-700">{t.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/shop">{t.shopNow}</ButtonLink>
            <ButtonLink to="/guide" variant="secondary">
              {t.howItWorks}
            </ButtonLink>
          </div>
        </div>
        <HeroArt />
      </div>
    </section>
  )
}

/** A calm, decorative composition: a garment passing between two circles (no photo needed). */
function HeroArt() {
  return (
    <div className="relative mx-auto hidden aspect-square w-full max-w-sm sm:block" aria-hidden="true">
      <div className="absolute inset-0 rounded-full bg-emerald-800" />
      <div className="absolute -top-4 -right-4 size-32 rounded-full bg-amber-100" />
      <div className="absolute bottom-2 -left-6 size-24 rounded-full bg-emerald-200" />
      <ShirtIcon className="absolute inset-0 m-auto size-40 text-emerald-50" />
      <StarIcon className="absolute top-6 right-8 size-12 text-emerald-900" />
      <LeafIcon className="absolute bottom-8 left-4 size-10 text-emerald-900" />
    </div>
  )
}
