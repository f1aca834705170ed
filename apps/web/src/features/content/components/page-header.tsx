import { type ReactNode, useId } from 'react'

/** The top of a content page: its one h1 with an optional lead text. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string
  lead?: string
  children?: ReactNode
}) {
  return (
    <header className="border-b border-stone-200 bg-gradient-to-b from-emerald-50/70 to-transparent">
      <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:py-16">
        <h1 className="text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
        {lead && <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-700">{lead}</p>}
        {children}
      </div>
    </header>
  )
}

/** A page section with an h2; `tone` gives it a soft band of colour. */
export function Section({
  id,
  title,
  lead,
  tone = 'plain',
  children,
}: {
  id?: string
  title: string
  lead?: string
  tone?: 'plain' | 'soft'
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={tone === 'soft' ? 'bg-emerald-50/60 py-14 sm:py-16' : 'py-14 sm:py-16'}
    >
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
            {title}
          </h2>
          {lead && <p className="mt-3 text-stone-700">{lead}</p>}
        </div>
        {children}
      </div>
    </section>
  )
}
