import { formatPoints } from '../../../lib/format'
import { pointsDots } from '../lib/points-dots'

/** A price drawn as up to 5 dots plus '+N' (see pointsDots); read out as the plain number of points. */
export function PointsDots({ price }: { price: number }) {
  const { dots, extra } = pointsDots(price)
  return (
    <span role="img" aria-label={formatPoints(price)} className="inline-flex items-center gap-1">
      {Array.from({ length: dots }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical dots.
        <span key={i} data-testid="points-dot" className="size-2.5 rounded-full bg-emerald-700" />
      ))}
      {extra > 0 ? <span className="ml-0.5 text-xs font-semibold text-emerald-800">+{extra}</span> : null}
    </span>
  )
}
