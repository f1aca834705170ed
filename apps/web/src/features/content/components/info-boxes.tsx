import { CardIcon, TagIcon, TruckIcon } from '../../../components/ui/icons'
import { content } from '../../../i18n/sv/content'
import { Section } from './page-header'
import { PaymentBadges } from './payment-badges'

const t = content.about

/** Free shipping, no fees, payment methods (about page). */
export function InfoBoxes() {
  const boxes = [
    { ...t.boxes.shipping, Icon: TruckIcon, extra: null },
    { ...t.boxes.fees, Icon: TagIcon, extra: null },
    { ...t.boxes.payment, Icon: CardIcon, extra: <PaymentBadges /> },
  ]
  return (
    <Section title={t.boxesHeading} tone="soft">
      <ul className="grid gap-6 md:grid-cols-3">
        {boxes.map(({ title, text, Icon, extra }) => (
          <li key={title} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
            <span className="flex size-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
              <Icon className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-stone-900">{title}</h3>
            <p className="mt-2 text-stone-700">{text}</p>
            {extra && <div className="mt-4">{extra}</div>}
          </li>
        ))}
      </ul>
    </Section>
  )
}
