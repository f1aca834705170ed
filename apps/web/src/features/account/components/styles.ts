/** Looks shared by the account tabs (presentation only; buttons, fields and alerts come from components/ui). */
export const ui = {
  card: 'rounded-lg border border-stone-200 bg-white p-5',
  link: 'font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-950',
} as const
