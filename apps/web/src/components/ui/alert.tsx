import type { ReactNode } from 'react'

const tones = {
  success: 'border-emerald-700 bg-emerald-50 text-emerald-900',
  error: 'border-red-700 bg-red-50 text-red-900',
  info: 'border-stone-400 bg-white text-stone-800',
  /** Blue: points at something just highlighted in the same colour (e.g. a new row). */
  notice: 'border-sky-700 bg-sky-50 text-sky-950',
} as const

const sizes = { base: 'text-base', large: 'text-lg' } as const

/**
 * A boxed message; errors are announced at once (role=alert), others politely (role=status).
 * `className` is for layout only: colours and text size are props, because two conflicting utility
 * classes resolve by stylesheet order, not by which was written last.
 */
export function Alert({
  tone,
  size = 'base',
  children,
  className = '',
}: {
  tone: keyof typeof tones
  size?: keyof typeof sizes
  children: ReactNode
  className?: string
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border-l-4 px-4 py-3 ${sizes[size]} ${tones[tone]} ${className}`}
    >
      {children}
    </div>
  )
}
