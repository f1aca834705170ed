import { content } from '../../../i18n/sv/content'

const t = content.terms.privacy

/** The body of the terms page's 'Personuppgifter' section: the privacy notice, under h3 headings. */
export function PrivacyNotice({ email }: { email: string }) {
  return (
    <div className="text-stone-700">
      {t.intro.map((p) => (
        <p key={p} className="mt-3 leading-relaxed">
          {p}
        </p>
      ))}
      {t.parts.map((part) => (
        <div key={part.heading} className="mt-6">
          <h3 className="font-semibold text-stone-900">{part.heading}</h3>
          {'items' in part && (
            <ul className="mt-2 list-disc space-y-1.5 pl-5 leading-relaxed">
              {part.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {'paragraphs' in part &&
            part.paragraphs.map((p) => (
              <p key={p} className="mt-3 leading-relaxed">
                {p}
              </p>
            ))}
        </div>
      ))}
      <p className="mt-3 leading-relaxed">
        {`${t.askUs} `}
        <a href={`mailto:${email}`} className="text-emerald-800 underline">
          {email}
        </a>
        {` ${t.askUsAfter}`}
      </p>
      <p className="mt-3 leading-relaxed">
        {`${t.complaint} `}
        <a href={t.imyUrl} className="text-emerald-800 underline" rel="noopener noreferrer" target="_blank">
          {t.imyLabel}
        </a>
        .
      </p>
    </div>
  )
}
