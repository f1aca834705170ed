import { type RefObject, useEffect, useId, useRef, useState } from 'react'

export interface BarSeries {
  key: string
  label: string
  /** Tailwind fill and background classes of the series, e.g. 'fill-emerald-800' / 'bg-emerald-800'. */
  fill: string
  swatch: string
}

export interface BarGroup {
  /** Short label under the group (e.g. 'v. 47'). */
  label: string
  /** Full label for the table's row header (e.g. 'v. 47 (17 nov)'). */
  title?: string
  values: Record<string, number>
}

interface BarChartProps {
  series: BarSeries[]
  groups: BarGroup[]
  /** What the chart shows, in one sentence: the image's accessible name. */
  summary: string
  xLabel: string
  yLabel: string
  caption: string
  showTable: string
  hideTable: string
}

const H = 260
/** The drawing's width before it is measured (and in tests, where nothing has a size). */
const DEFAULT_WIDTH = 640
const PAD = { top: 12, right: 8, bottom: 44, left: 44 }

/** A round upper bound and step for the y axis (1, 2 or 5 times a power of ten). */
export function niceScale(max: number, ticks = 4): { top: number; step: number } {
  if (max <= 0) return { top: ticks, step: 1 }
  const raw = max / ticks
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw
  const stepInt = Math.max(1, Math.ceil(step))
  return { top: stepInt * Math.ceil(max / stepInt), step: stepInt }
}

/**
 * Grouped bars in SVG with labelled axes and a legend. Screen readers hear the summary (the SVG is
 * one image) and can read every figure in the data table, which sighted users can show too.
 */
export function BarChart({
  series,
  groups,
  summary,
  xLabel,
  yLabel,
  caption,
  showTable,
  hideTable,
}: BarChartProps) {
  const [tableShown, setTableShown] = useState(false)
  const tableId = useId()
  const box = useRef<HTMLDivElement>(null)
  // Drawn at the box's own width (one unit a pixel): labels keep their size on a phone.
  const W = useWidth(box)
  const max = Math.max(0, ...groups.flatMap((g) => series.map((s) => g.values[s.key] ?? 0)))
  const { top, step } = niceScale(max)
  const plotW = W - PAD.left - PAD.right
  const plotH = H - PAD.top - PAD.bottom
  const groupW = plotW / Math.max(1, groups.length)
  const barW = Math.min(18, (groupW * 0.7) / Math.max(1, series.length))
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH
  const ticks = Array.from({ length: Math.floor(top / step) + 1 }, (_, i) => i * step)

  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone-700" aria-hidden="true">
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-2">
            <span className={`inline-block size-3 rounded-sm ${s.swatch}`} />
            {s.label}
          </li>
        ))}
      </ul>
      <div ref={box}>
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="h-auto w-full">
          {ticks.map((t) => (
            <g key={t}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="stroke-stone-200" />
              <text
                x={PAD.left - 8}
                y={y(t)}
                dy="0.32em"
                textAnchor="end"
                className="fill-stone-600 text-[11px]"
              >
                {t}
              </text>
            </g>
          ))}
          {groups.map((g, gi) => {
            const x0 = PAD.left + gi * groupW + (groupW - barW * series.length) / 2
            return (
              <g key={g.label}>
                {series.map((s, si) => {
                  const v = g.values[s.key] ?? 0
                  return (
                    <rect
                      key={s.key}
                      x={x0 + si * barW}
                      y={y(v)}
                      width={barW - 2}
                      height={Math.max(0, PAD.top + plotH - y(v))}
                      rx={2}
                      className={s.fill}
                    />
                  )
                })}
                <text
                  x={PAD.left + gi * groupW + groupW / 2}
                  y={PAD.top + plotH + 16}
                  textAnchor="middle"
                  className="fill-stone-600 text-[11px]"
                >
                  {g.label}
                </text>
              </g>
            )
          })}
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={PAD.top + plotH}
            y2={PAD.top + plotH}
            className="stroke-stone-400"
          />
          <text x={PAD.left + plotW / 2} y={H - 4} textAnchor="middle" className="fill-stone-700 text-xs">
            {xLabel}
          </text>
          <text
            transform={`translate(12 ${PAD.top + plotH / 2}) rotate(-90)`}
            textAnchor="middle"
            className="fill-stone-700 text-xs"
          >
            {yLabel}
          </text>
        </svg>
      </div>
      <div>
        <button
          type="button"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((v) => !v)}
          className="rounded text-sm font-medium text-emerald-900 underline underline-offset-4 hover:text-emerald-700"
        >
          {tableShown ? hideTable : showTable}
        </button>
      </div>
      {/* Always in the document for screen readers; shown on request. */}
      <div id={tableId} className={tableShown ? 'overflow-x-auto' : 'sr-only'}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-stone-300">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {xLabel}
              </th>
              {series.map((s) => (
                <th key={s.key} scope="col" className="py-2 pr-4 text-right font-semibold">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {groups.map((g) => (
              <tr key={g.label} className="border-b border-stone-200">
                <th scope="row" className="py-1.5 pr-4 font-normal">
                  {g.title ?? g.label}
                </th>
                {series.map((s) => (
                  <td key={s.key} className="py-1.5 pr-4 text-right tabular-nums">
                    {g.values[s.key] ?? 0}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

/** The element's content width, following resizes (DEFAULT_WIDTH until measured). */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(DEFAULT_WIDTH)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      const w = Math.round(el.clientWidth)
      if (w > 0) setWidth(Math.max(280, w))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
  return width
}
