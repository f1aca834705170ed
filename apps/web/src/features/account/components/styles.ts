/** Looks shared by the account tabs (presentation only). */
export const ui = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-md bg-emerald-800 px-5 py-2.5 text-sm font-semibold text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800 disabled:cursor-not-allowed disabled:bg-stone-400',
  label: 'block text-sm font-medium text-stone-800',
  input:
    'mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-emerald-700 focus:outline-2 focus:outline-emerald-700 aria-invalid:border-red-700',
  readOnly:
    'mt-1 block w-full cursor-not-allowed rounded-md border border-stone-300 bg-stone-100 px-3 py-2 text-stone-700',
  hint: 'mt-1 text-xs text-stone-600',
  fieldError: 'mt-1 text-sm text-red-800',
  success: 'rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900',
  error: 'rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900',
  card: 'rounded-lg border border-stone-200 bg-white p-5',
  link: 'font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-950',
  buttonSpinner: 'size-4 animate-spin rounded-full border-2 border-white/40 border-t-white',
} as const
