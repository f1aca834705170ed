import { content } from '../../../i18n/sv/content'
import { usePageTitle } from '../../../lib/use-page-title'
import { ContactForm } from '../components/contact-form'
import { ContactInfo } from '../components/contact-info'
import { PageHeader } from '../components/page-header'

const t = content.contact

export function Component() {
  usePageTitle(t.title)
  return (
    <>
      <PageHeader title={t.heading} lead={t.lead} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 lg:grid-cols-[2fr_3fr]">
        <ContactInfo />
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
        >
          <h2 id="contact-form-heading" className="mb-6 text-2xl font-semibold text-stone-900">
            {t.formHeading}
          </h2>
          <ContactForm />
        </section>
      </div>
    </>
  )
}
