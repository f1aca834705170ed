/** Button looks shared by the cart pages (presentation only). */
export const btn = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-md bg-emerald-800 px-4 py-2.5 text-sm font-semibold text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800 disabled:cursor-not-allowed disabled:bg-stone-400',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-md border border-stone-400 bg-white px-4 py-2.5 text-sm font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800 disabled:cursor-not-allowed disabled:opacity-60',
  link: 'text-sm font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-950 disabled:opacity-60',
} as const
