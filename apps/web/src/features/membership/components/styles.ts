/** Looks of the membership pages that components/ui has no variant for (presentation only). */
const shape =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60'

export const ui = {
  /** Ending a membership: outlined red (the kit's ConfirmDialog confirms in solid red). */
  danger: `${shape} border border-red-700 bg-white text-red-800 hover:bg-red-50`,
} as const
