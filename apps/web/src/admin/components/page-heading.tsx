/** A staff page's title with one line under it, as the profile, settings and dashboard open. */
export function PageHeading({ title, lead }: { title: string; lead: string }) {
  return (
    <div>
      <h1 className="text-2xl font-semibold md:text-3xl">{title}</h1>
      <p className="mt-1 text-stone-700">{lead}</p>
    </div>
  )
}
