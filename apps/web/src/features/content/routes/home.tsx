import type { ReactNode } from 'react'
import { CameraIcon, ShirtIcon } from '../../../components/ui/icons'
import { Skeleton } from '../../../components/ui/skeleton'
import { content } from '../../../i18n/sv/content'
import { useCategories } from '../../../lib/categories'
import { usePageTitle } from '../../../lib/use-page-title'
import { ButtonLink } from '../components/button-link'
import { Hero } from '../components/home-hero'
import { HomeTiles } from '../components/home-tiles'
import { Section } from '../components/page-header'
import { HowItWorks, SixSteps } from '../components/steps'

const t = content.home

export function Component() {
  usePageTitle(t.title, { shopFirst: true })
  return (
    <>
      <Hero />
      <CategorySection />
      <Section title={t.about.heading}>
        <div className="mx-auto max-w-3xl space-y-4 text-center text-lg text-stone-700">
          {t.about.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <div className="pt-2">
            <ButtonLink to="/about" variant="secondary">
              {t.about.readMore}
            </ButtonLink>
          </div>
        </div>
      </Section>
      <HowItWorks tone="soft" />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pt-14 sm:pt-16 md:grid-cols-2">
        <Callout icon={<CameraIcon className="size-7" />} title={t.follow.heading} text={t.follow.text}>
          <ButtonLink to={t.follow.url} variant="secondary" external={t.follow.newTab}>
            {t.follow.button}
          </ButtonLink>
        </Callout>
        <Callout icon={<ShirtIcon className="size-7" />} title={t.member.heading} text={t.member.text}>
          <ButtonLink to="/login">{t.member.button}</ButtonLink>
        </Callout>
      </div>
      <SixSteps />
      <section aria-labelledby="create-account-heading" className="px-4 pb-16">
        <div className="mx-auto max-w-4xl rounded-3xl bg-emerald-900 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="create-account-heading" className="text-2xl font-semibold sm:text-3xl">
            {t.createAccount.heading}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-emerald-50">{t.createAccount.text}</p>
          <div className="mt-8">
            <ButtonLink to="/register" variant="light">
              {t.createAccount.button}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  )
}

/** Category tiles; hidden while loading fails or when there is nothing to show. */
function CategorySection() {
  const { data, isPending } = useCategories()
  if (!isPending && !data?.length) return null
  return (
    <Section title={t.tiles.heading} lead={t.tiles.lead}>
      {isPending ? (
        <div className="grid gap-6 md:grid-cols-2" aria-hidden="true">
          <Skeleton className="h-56 rounded-3xl" />
          <Skeleton className="h-56 rounded-3xl" />
        </div>
      ) : (
        <HomeTiles categories={data ?? []} />
      )}
    </Section>
  )
}

function Callout({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode
  title: string
  text: string
  children: ReactNode
}) {
  return (
    <section className="flex flex-col items-start rounded-3xl bg-white p-8 shadow-sm ring-1 ring-stone-200">
      <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
        {icon}
      </span>
      <h2 className="mt-4 text-2xl font-semibold text-stone-900">{title}</h2>
      <p className="mt-2 mb-6 flex-1 text-stone-700">{text}</p>
      {children}
    </section>
  )
}
