import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button'

const classes = {
  primary: buttonClass('primary'),
  secondary: buttonClass('secondary'),
  // For dark green bands: a white button.
  light: buttonClass('ghost', 'bg-white shadow-sm'),
} as const

/**
 * A link that looks like a button. `external` opens another site in a new tab and says so to
 * screen readers with the `external` text.
 */
export function ButtonLink({
  to,
  variant = 'primary',
  external,
  children,
}: {
  to: string
  variant?: keyof typeof classes
  external?: string
  children: ReactNode
}) {
  if (external)
    return (
      <a href={to} className={classes[variant]} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="sr-only">{` ${external}`}</span>
      </a>
    )
  return (
    <Link to={to} className={classes[variant]}>
      {children}
    </Link>
  )
}
