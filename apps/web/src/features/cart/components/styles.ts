import { buttonClass } from '../../../components/ui/button'

/** Button looks used by the cart pages (links that look like buttons included). */
export const btn = {
  primary: buttonClass('primary'),
  secondary: buttonClass('secondary'),
  small: buttonClass('primary', 'min-h-9 px-4 py-1.5 text-sm'),
  link: 'text-sm font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-950 disabled:opacity-60',
} as const
