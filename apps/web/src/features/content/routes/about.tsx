import { LeafIcon } from '../../../components/ui/icons'
import { content } from '../../../i18n/sv/content'
import { usePageTitle } from '../../../lib/use-page-title'
import { InfoBoxes } from '../components/info-boxes'
import { PageHeader, Section } from '../components/page-header'
import { HowItWorks, SixSteps } from '../components/steps'

const t = content.about

export function Component() {
  usePageTitle(t.title)
  return (
    <>
      <PageHeader title={t.heading} lead={t.lead} />
      <Section title={t.sustainabilityHeading}>
        <div className="mx-auto grid max-w-5xl items-start gap-10 md:grid-cols-[1fr_2fr]">
          <div className="mx-auto flex size-40 items-center justify-center rounded-full bg-emerald-100 text-emerald-800 md:size-52">
            <LeafIcon className="size-20 md:size-24" />
          </div>
          <div className="space-y-4 text-lg text-stone-700">
            {t.sustainability.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </Section>
      <InfoBoxes />
      <HowItWorks />
      <SixSteps tone="soft" />
    </>
  )
}
