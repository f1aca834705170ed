/** A date as Swedes write it in running text, e.g. "18 december 2025". */
export function formatLongDate(iso: string | null): string {
  if (!iso) return ''
  return new Date(iso).toLocaleDateString('sv-SE', { day: 'numeric', month: 'long', year: 'numeric' })
}
