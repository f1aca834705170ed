import type { ReactNode } from 'react'

/** The white card every sign-in page sits in. */
export function AuthCard({
  title,
  lead,
  children,
  headingLevel = 1,
  tone = 'white',
}: {
  title: string
  lead?: string
  children: ReactNode
  headingLevel?: 1 | 2
  /** 'green' sets a box apart from the main form (the login page's register box). */
  tone?: 'white' | 'green'
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section
      className={`rounded-2xl border p-6 shadow-sm sm:p-8 ${
        tone === 'green' ? 'border-emerald-200 bg-emerald-50' : 'border-stone-200 bg-white'
      }`}
    >
      <Heading className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{title}</Heading>
      {lead && <p className="mt-2 text-stone-700">{lead}</p>}
      <div className="mt-6">{children}</div>
    </section>
  )
}

/** Centres a sign-in page and gives it room. */
export function AuthPage({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className={`mx-auto w-full px-4 py-10 sm:px-6 sm:py-16 ${wide ? 'max-w-5xl' : 'max-w-xl'}`}>
      {children}
    </div>
  )
}
