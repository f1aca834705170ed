import { useEffect } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { content } from '../../../i18n/sv/content'
import { useShopSettings } from '../../../lib/shop-settings'
import { usePageTitle } from '../../../lib/use-page-title'
import { PageHeader } from '../components/page-header'
import { PrivacyNotice } from '../components/privacy-notice'

const t = content.terms
type TermsSection = (typeof t.sections)[number]
const anchors = t.sections.map((s: TermsSection, i) => ('anchor' in s ? s.anchor : `villkor-${i + 1}`))
const anchor = (i: number) => anchors[i]!

/**
 * Användarvillkor, served at /terms and /policy. /policy (Integritetspolicy) is the same page opened
 * at its 'Personuppgifter' section: the address gets that anchor, and the app scrolls to anchors.
 */
export function Component() {
  usePageTitle(t.title)
  const settings = useShopSettings()
  const { pathname, hash } = useLocation()
  const navigate = useNavigate()
  const policyWithoutAnchor = pathname.toLowerCase().replace(/\/+$/, '') === '/policy' && !hash
  // After the first render, not instead of it: the pre-rendered /policy (which has no hash) shows the page.
  useEffect(() => {
    if (policyWithoutAnchor) navigate({ hash: t.privacy.anchor }, { replace: true })
  }, [policyWithoutAnchor, navigate])
  const last = t.sections.length - 1
  return (
    <>
      <PageHeader title={t.heading} lead={t.intro}>
        <p className="mt-4 text-sm font-medium text-stone-600">{t.updated}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="terms-toc" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="terms-toc" className="text-sm font-semibold uppercase tracking-wide text-stone-600">
            {t.toc}
          </h2>
          <ol className="mt-3 space-y-1.5 text-stone-800">
            {t.sections.map((s, i) => (
              <li key={s.heading}>
                <Link to={{ hash: anchor(i) }} className="hover:text-emerald-800 hover:underline">
                  {`${i + 1}. ${s.heading}`}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {t.sections.map((s, i) => (
            <section
              key={s.heading}
              id={anchor(i)}
              aria-labelledby={`${anchor(i)}-h`}
              className="scroll-mt-24"
            >
              <h2 id={`${anchor(i)}-h`} className="text-xl font-semibold text-stone-900">
                {`${i + 1}. ${s.heading}`}
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p} className="mt-3 leading-relaxed text-stone-700">
                  {p}
                </p>
              ))}
              {'anchor' in s && <PrivacyNotice email={settings.email} />}
              {i === last && (
                <div className="mt-3 space-y-1 text-stone-700">
                  <p>
                    {`${t.contactEmail} `}
                    <a href={`mailto:${settings.email}`} className="text-emerald-800 underline">
                      {settings.email}
                    </a>
                  </p>
                  <p>{`${t.contactPhone} ${settings.phone}`}</p>
                  <p>
                    <Link to="/contact" className="text-emerald-800 underline">
                      {t.contactPage}
                    </Link>
                  </p>
                </div>
              )}
            </section>
          ))}
        </div>
      </div>
    </>
  )
}
