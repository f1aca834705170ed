import { sv } from '../../i18n/sv'

/** Shown by routes whose page belongs to a later piece of work. */
export function Placeholder({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-4 text-stone-600">{sv.common.comingSoon}</p>
    </section>
  )
}
