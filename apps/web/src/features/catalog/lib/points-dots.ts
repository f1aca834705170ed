/** Points per dot on the product page. */
export const POINTS_PER_DOT = 100
/** At most this many dots are drawn (spec §9); the rest is written as '+N'. */
export const MAX_DOTS = 5

/**
 * How a price in points is drawn as dots. The spec says only "up to 5 dots plus '+N'"; our reading:
 * one dot per started 100 points (at least one dot, so a 10-point garment still shows one), at most
 * 5 drawn, and '+N' counts the DOTS left over (not points): 720 points = 8 dots = 5 drawn + '+3'.
 */
export function pointsDots(price: number): { dots: number; extra: number } {
  const total = Math.max(1, Math.ceil(Math.max(0, price) / POINTS_PER_DOT))
  const dots = Math.min(MAX_DOTS, total)
  return { dots, extra: total - dots }
}
