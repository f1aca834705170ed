/** Button and alert looks of the membership pages (presentation only). */
export const ui = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-md bg-emerald-800 px-4 py-2.5 text-sm font-semibold text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800 disabled:cursor-not-allowed disabled:bg-stone-400',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-md border border-stone-400 bg-white px-4 py-2.5 text-sm font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800 disabled:cursor-not-allowed disabled:opacity-60',
  danger:
    'inline-flex items-center justify-center gap-2 rounded-md border border-red-700 bg-white px-4 py-2.5 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60',
  dangerSolid:
    'inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60',
  error: 'rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900',
  success: 'rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900',
  buttonSpinner: 'size-4 animate-spin rounded-full border-2 border-white/40 border-t-white',
} as const
