import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button'

const classes = {
  primary: buttonClass('primary'),
  secondary: buttonClass('secondary'),
  // For dark green bands: a white button.
  light: buttonClass('ghost', 'bg-white shadow-sm'),
} as const

/** A link that looks like a button (internal routes; `external` opens another site in a new tab). */
export function ButtonLink({
  to,
  variant = 'primary',
  external = false,
  children,
}: {
  to: string
  variant?: keyof typeof classes
  external?: boolean
  children: ReactNode
}) {
  if (external)
    return (
      <a href={to} className={classes[variant]} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    )
  return (
    <Link to={to} className={classes[variant]}>
      {children}
    </Link>
  )
}
