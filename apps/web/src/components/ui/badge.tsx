import type { ReactNode } from 'react'

const tones = {
  neutral: 'bg-white text-stone-800 ring-stone-400/60',
  success: 'bg-emerald-50 text-emerald-900 ring-emerald-800/30',
  danger: 'bg-red-50 text-red-900 ring-red-800/30',
  warning: 'bg-amber-50 text-amber-900 ring-amber-700/30',
  info: 'bg-sky-50 text-sky-900 ring-sky-800/30',
  /** Dark and loud: a state that overrides everything else on the page (e.g. 'Såld'). */
  strong: 'bg-stone-900 text-white ring-stone-900',
} as const

export type BadgeTone = keyof typeof tones

/** A small status pill (e.g. an order status, 'Ny', 'Aktiv'); the text carries the meaning, not the colour. */
export function Badge({
  tone = 'neutral',
  children,
  className = '',
}: {
  tone?: BadgeTone
  children: ReactNode
  className?: string
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  )
}
