import { BagIcon, LeafIcon, ShirtIcon, StarIcon } from '../../../components/ui/icons'
import { content } from '../../../i18n/sv/content'
import { Section } from './page-header'

const t = content
const howIcons = [ShirtIcon, StarIcon, BagIcon, LeafIcon]

/** Send in clothes, get points, choose new clothes, help the planet. */
export function HowItWorks({ tone = 'plain' }: { tone?: 'plain' | 'soft' }) {
  return (
    <Section id="sa-funkar-det" title={t.howItWorks.heading} tone={tone}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {t.howItWorks.items.map((item, i) => {
          const Icon = howIcons[i] ?? LeafIcon
          return (
            <li
              key={item.title}
              className="flex items-start gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:block sm:p-6 sm:text-center"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800 sm:mx-auto sm:size-14">
                <Icon className="size-6 sm:size-7" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-stone-900 sm:mt-4">{item.title}</h3>
                <p className="mt-1 text-stone-700 sm:mt-2">{item.text}</p>
              </div>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

/** The six-step guide as a numbered list; `details` replaces the short texts with longer ones. */
export function SixSteps({
  tone = 'plain',
  details,
}: {
  tone?: 'plain' | 'soft'
  details?: readonly string[]
}) {
  return (
    <Section id="sex-steg" title={t.sixSteps.heading} lead={t.sixSteps.lead} tone={tone}>
      <ol className={`grid gap-5 ${details ? 'lg:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3'}`}>
        {t.sixSteps.steps.map((step, i) => {
          return (
            <li
              key={step.title}
              className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
            >
              <span
                className="flex size-11 shrink-0 items-center justify-center rounded-full bg-emerald-800 text-lg font-semibold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-stone-900">
                  <span className="sr-only">{`${t.sixSteps.step} ${i + 1}: `}</span>
                  {step.title}
                </h3>
                <p className="mt-1 text-stone-700">{details?.[i] ?? step.text}</p>
              </div>
            </li>
          )
        })}
      </ol>
    </Section>
  )
}
