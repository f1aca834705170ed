import type { ReactNode } from 'react'
import { Link } from 'react-router'

const styles = {
  primary: 'bg-emerald-800 text-white hover:bg-emerald-900 focus-visible:outline-emerald-800 shadow-sm',
  secondary:
    'border border-emerald-800 text-emerald-900 bg-white/70 hover:bg-emerald-50 focus-visible:outline-emerald-800',
  light: 'bg-white text-emerald-900 hover:bg-emerald-50 focus-visible:outline-white shadow-sm',
} as const

export const buttonClass = (variant: keyof typeof styles = 'primary') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ${styles[variant]}`

/** A link that looks like a button (internal routes; `external` opens another site in a new tab). */
export function ButtonLink({
  to,
  variant = 'primary',
  external = false,
  children,
}: {
  to: string
  variant?: keyof typeof styles
  external?: boolean
  children: ReactNode
}) {
  if (external)
    return (
      <a href={to} className={buttonClass(variant)} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    )
  return (
    <Link to={to} className={buttonClass(variant)}>
      {children}
    </Link>
  )
}
