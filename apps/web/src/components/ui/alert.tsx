import type { ReactNode } from 'react'

const tones = {
  success: 'border-emerald-700 bg-emerald-50 text-emerald-900',
  error: 'border-red-700 bg-red-50 text-red-900',
  info: 'border-stone-400 bg-white text-stone-800',
  /** The back-office's blue notice (a new row was added and is highlighted). */
  notice: 'border-sky-700 bg-sky-50 text-sky-950',
} as const

/** A boxed message; errors are announced at once (role=alert), others politely (role=status). */
export function Alert({
  tone,
  children,
  className = '',
}: {
  tone: keyof typeof tones
  children: ReactNode
  className?: string
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border-l-4 px-4 py-3 text-base ${tones[tone]} ${className}`}
    >
      {children}
    </div>
  )
}
