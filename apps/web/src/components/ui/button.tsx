import type { ButtonHTMLAttributes } from 'react'

const variants = {
  primary:
    'bg-emerald-800 text-white shadow-sm hover:bg-emerald-900 disabled:bg-stone-300 disabled:text-stone-600 disabled:shadow-none',
  secondary:
    'border border-emerald-800 bg-white text-emerald-900 hover:bg-emerald-50 disabled:border-stone-300 disabled:text-stone-500 disabled:hover:bg-white',
  ghost: 'text-emerald-900 hover:bg-emerald-50 disabled:text-stone-500',
  /** An action that removes something for good (deleting one's account). */
  danger:
    'bg-red-700 text-white shadow-sm hover:bg-red-800 disabled:bg-stone-300 disabled:text-stone-600 disabled:shadow-none',
} as const

export type ButtonVariant = keyof typeof variants

/** Classes of a button, for links that should look like one. */
export const buttonClass = (variant: ButtonVariant = 'primary', extra = '') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-medium transition-colors disabled:cursor-not-allowed ${variants[variant]} ${extra}`

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  /** Shows a small spinner and keeps the label (the button is disabled meanwhile). */
  loading?: boolean
}

/** The one button of the storefront. */
export function Button({
  variant = 'primary',
  loading = false,
  className = '',
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {children}
    </button>
  )
}
