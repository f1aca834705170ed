import type { ReactNode } from 'react'
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../../components/ui/icons'
import { content } from '../../../i18n/sv/content'
import { useShopSettings } from '../../../lib/shop-settings'

const t = content.contact

/** 'Mån–fre 09:00–18:00' → days and time in two columns; a line without a time stays whole. */
function splitHours(line: string) {
  const m = /^(.*?)\s+(\d.*)$/.exec(line)
  return m ? { days: m[1]!, time: m[2]! } : { days: line, time: '' }
}

/** Address, phone, e-mail and opening hours from the shop's settings (staff edit them). */
export function ContactInfo() {
  const settings = useShopSettings()
  const tel = settings.phone.replace(/[^\d+]/g, '')
  return (
    <div className="rounded-3xl bg-emerald-900 p-6 text-white sm:p-8 lg:self-start">
      <h2 className="text-2xl font-semibold">{t.infoHeading}</h2>
      <dl className="mt-6 space-y-5">
        <Row icon={<PinIcon className="size-6" />} label={t.address}>
          {settings.address}
        </Row>
        <Row icon={<PinIcon className="size-6" />} label={t.returnAddress}>
          {settings.returnAddress}
        </Row>
        <Row icon={<PhoneIcon className="size-6" />} label={t.phone}>
          <a href={`tel:${tel}`} className="underline-offset-4 hover:underline">
            {settings.phone}
          </a>
        </Row>
        <Row icon={<MailIcon className="size-6" />} label={t.email}>
          <a href={`mailto:${settings.email}`} className="break-all underline-offset-4 hover:underline">
            {settings.email}
          </a>
        </Row>
        <Row icon={<ClockIcon className="size-6" />} label={t.hoursHeading}>
          <ul>
            {settings.openingHours.map(splitHours).map((h, i) => (
              // Lines are free text and may repeat: the position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: a static list
              <li key={i} className="flex gap-3">
                <span className={h.time ? 'w-20' : undefined}>{h.days}</span>
                {h.time && <span>{h.time}</span>}
              </li>
            ))}
          </ul>
        </Row>
      </dl>
    </div>
  )
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // dt and dd are the only children a dl group may have: the icon sits inside the dt.
  return (
    <div className="grid grid-cols-[1.5rem_1fr] gap-x-4">
      <dt className="contents">
        <span className="row-span-2 mt-0.5 text-emerald-200">{icon}</span>
        <span className="text-sm font-medium uppercase tracking-wide text-emerald-100">{label}</span>
      </dt>
      <dd className="col-start-2 mt-1 text-lg">{children}</dd>
    </div>
  )
}
