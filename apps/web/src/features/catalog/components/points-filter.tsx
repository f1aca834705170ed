import { useId } from 'react'
import { catalog } from '../../../i18n/sv/catalog'
import { formatPoints } from '../../../lib/format'

/** The slider's marked maximum (spec §9). The number field accepts higher limits too. */
export const POINTS_SLIDER_MAX = 350
const STEP = 10

interface Props {
  /** Highest price in points; 0 means no limit. */
  value: number
  onChange: (value: number) => void
}

/**
 * Points filter: a range slider marked up to 350 plus a number field. With no limit (0) the slider
 * rests at its end and the field is empty; moving the slider or typing a number sets a limit.
 */
export function PointsFilter({ value, onChange }: Props) {
  const sliderId = useId()
  const inputId = useId()
  const sliderValue = value > 0 ? Math.min(value, POINTS_SLIDER_MAX) : POINTS_SLIDER_MAX
  const summary = value > 0 ? catalog.upTo(formatPoints(value)) : catalog.noLimit
  return (
    <div>
      <label htmlFor={sliderId} className="sr-only">
        {catalog.maxPointsSlider}
      </label>
      <input
        id={sliderId}
        type="range"
        min={STEP}
        max={POINTS_SLIDER_MAX}
        step={STEP}
        value={sliderValue}
        aria-valuetext={summary}
        onChange={(e) => onChange(Number(e.target.value))}
        className="w-full accent-emerald-700"
      />
      <div className="flex justify-between text-xs text-stone-600" aria-hidden="true">
        <span>{STEP}</span>
        <span>{POINTS_SLIDER_MAX}</span>
      </div>
      <div className="mt-3 flex items-center gap-2">
        <label htmlFor={inputId} className="text-sm text-stone-700">
          {catalog.maxPoints}
          <span className="sr-only">{catalog.maxPointsSr}</span>
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={0}
          step={STEP}
          value={value > 0 ? value : ''}
          placeholder={catalog.noLimitShort}
          onChange={(e) => {
            const n = Math.trunc(Number(e.target.value))
            onChange(Number.isFinite(n) && n > 0 ? n : 0)
          }}
          className="h-9 w-20 min-w-0 flex-1 rounded-md border border-stone-300 bg-white px-2 text-right text-sm focus-visible:outline-2 focus-visible:outline-emerald-700"
        />
        <span className="text-sm text-stone-600" aria-hidden="true">
          {catalog.pointsUnit}
        </span>
      </div>
      <p className="mt-1.5 text-xs text-stone-600" aria-live="polite">
        {summary}
      </p>
    </div>
  )
}
