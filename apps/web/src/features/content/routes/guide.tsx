import { BagIcon, StarIcon, TruckIcon } from '../../../components/ui/icons'
import { content } from '../../../i18n/sv/content'
import { usePageTitle } from '../../../lib/use-page-title'
import { ButtonLink } from '../components/button-link'
import { PageHeader, Section } from '../components/page-header'
import { PointsGuide } from '../components/points-guide'
import { SixSteps } from '../components/steps'

const t = content.guide

export function Component() {
  usePageTitle(t.title)
  const topics = [
    { ...t.points, Icon: StarIcon },
    { ...t.membership, Icon: BagIcon },
    { ...t.shipping, Icon: TruckIcon },
  ]
  return (
    <>
      <PageHeader title={t.heading} lead={t.lead} />
      <SixSteps details={t.stepsDetail} />
      <div className="bg-emerald-50/60 py-14 sm:py-16">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 md:grid-cols-3">
          {topics.map(({ heading, paragraphs, Icon }) => (
            <section key={heading} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
              <h2 className="flex items-center gap-3 text-xl font-semibold text-stone-900">
                <span className="flex size-10 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
                  <Icon className="size-5" />
                </span>
                {heading}
              </h2>
              {paragraphs.map((p) => (
                <p key={p} className="mt-3 text-stone-700">
                  {p}
                </p>
              ))}
            </section>
          ))}
        </div>
      </div>
      <PointsGuide />
      <Section title={t.tips.heading}>
        <ul className="mx-auto grid max-w-3xl gap-3 sm:grid-cols-2">
          {t.tips.items.map((tip) => (
            <li key={tip} className="flex gap-3 rounded-xl bg-white p-4 text-stone-700 ring-1 ring-stone-200">
              <span className="mt-1.5 size-2 shrink-0 rounded-full bg-emerald-700" aria-hidden="true" />
              {tip}
            </li>
          ))}
        </ul>
      </Section>
      <section aria-labelledby="guide-cta" className="px-4 pb-16 text-center">
        <h2 id="guide-cta" className="text-2xl font-semibold text-stone-900">
          {t.cta.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-stone-700">{t.cta.text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/register">{t.cta.register}</ButtonLink>
          <ButtonLink to="/shop" variant="secondary">
            {t.cta.shop}
          </ButtonLink>
        </div>
      </section>
    </>
  )
}
