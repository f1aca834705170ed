import { Link } from 'react-router'
import { content } from '../../../i18n/sv/content'
import { usePageTitle } from '../../../lib/use-page-title'
import { PageHeader } from '../components/page-header'

const t = content.faq

export function Component() {
  usePageTitle(t.title)
  return (
    <>
      <PageHeader title={t.heading} lead={t.lead} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <div className="divide-y divide-stone-200 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
          {t.items.map((item) => (
            <details key={item.q} className="group px-5 py-1 sm:px-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-lg font-medium text-stone-900 marker:hidden [&::-webkit-details-marker]:hidden">
                <span>{item.q}</span>
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-800 transition group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="pb-5 leading-relaxed text-stone-700">{item.a}</p>
            </details>
          ))}
        </div>
        <p className="mt-10 text-center text-stone-700">
          {`${t.more} `}
          <Link to="/contact" className="font-medium text-emerald-800 underline">
            {t.contactLink}
          </Link>
        </p>
      </div>
    </>
  )
}
