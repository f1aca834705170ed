import { sv } from '../../i18n/sv'

/**
 * A grey placeholder block while content loads; size it with classes (e.g. "h-4 w-32"). A
 * `rounded-*` class replaces the default corner: Tailwind orders utilities by its own CSS order,
 * not by class order, so two would not reliably let the caller's win.
 */
export function Skeleton({ className = '' }: { className?: string }) {
  const corner = /(^|\s)rounded/.test(className) ? '' : 'rounded-md'
  return (
    <div aria-hidden="true" className={`${corner} bg-stone-200 motion-safe:animate-pulse ${className}`} />
  )
}

/** Placeholder lines for a loading section, announced once as 'Laddar…'. */
export function SkeletonText({ lines = 3, label = sv.ui.loading }: { lines?: number; label?: string }) {
  return (
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        // Static placeholders: the index is the identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: nothing reorders
        <Skeleton key={i} className={`h-4 ${i === lines - 1 ? 'w-2/3' : 'w-full'}`} />
      ))}
    </div>
  )
}
