import { sv } from '../../../i18n/sv'
import { BagIcon, BoxIcon, CameraIcon, CheckIcon, LeafIcon, MailIcon, ShirtIcon, StarIcon } from './icons'
import { Section } from './page-header'

const t = sv.content
const howIcons = [ShirtIcon, StarIcon, BagIcon, LeafIcon]
const stepIcons = [CameraIcon, MailIcon, BoxIcon, CheckIcon, BagIcon, LeafIcon]

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
              className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200"
            >
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
                <Icon className="size-7" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-stone-900">{item.title}</h3>
              <p className="mt-2 text-stone-700">{item.text}</p>
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
          const Icon = stepIcons[i] ?? LeafIcon
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
                <h3 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
                  <span className="sr-only">{`${t.sixSteps.step} ${i + 1}: `}</span>
                  {step.title}
                  <Icon className="size-5 text-emerald-700" />
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
