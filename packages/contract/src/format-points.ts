/**
 * Points as Swedes read them, the one way both the web and the server's texts (errors, mails)
 * write them: "1 000 poäng", grouped with a no-break space (U+00A0) so the number never wraps.
 */

/**
 * Made on first use, not on import: the contract is side-effect free (package.json sideEffects),
 * and the web's first page should not pay for a formatter it never shows (ADR 014).
 */
let numberFormat: Intl.NumberFormat | undefined

/** A number with Swedish digit grouping, e.g. "12 500" (the space is a no-break space). */
export function formatNumber(n: number): string {
  numberFormat ??= new Intl.NumberFormat('sv-SE')
  return numberFormat.format(n)
}

/**
 * Points, the one way every screen and server text writes them: "1 000 poäng" (lower case,
 * grouped). A column or field labelled 'Poäng' shows formatNumber instead.
 */
export const formatPoints = (n: number) => `${formatNumber(n)} poäng`
