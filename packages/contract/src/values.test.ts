import { describe, expect, it } from 'vitest'
import { ADULT_SIZE_RANGES, ADULT_SIZES, CHILD_SIZES, SIZE_OPTIONS } from './values.js'

// Copied from backoffice spec §9: "adult XXS, XS, S, M, L, XL, XXL, One Size; child ages 0–1 år
// through 14–15 år in 1-year steps; adult ranges XXS–XS, XS–S, S–M, M–L, L–XL, XL–XXL".
describe('the size lists of spec §9', () => {
  it('are exactly the spec’s, in its order', () => {
    expect(ADULT_SIZES).toEqual(['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'One Size'])
    expect(CHILD_SIZES).toEqual([
      '0–1 år',
      '1–2 år',
      '2–3 år',
      '3–4 år',
      '4–5 år',
      '5–6 år',
      '6–7 år',
      '7–8 år',
      '8–9 år',
      '9–10 år',
      '10–11 år',
      '11–12 år',
      '12–13 år',
      '13–14 år',
      '14–15 år',
    ])
    expect(ADULT_SIZE_RANGES).toEqual(['XXS–XS', 'XS–S', 'S–M', 'M–L', 'L–XL', 'XL–XXL'])
    expect(SIZE_OPTIONS).toEqual([...ADULT_SIZES, ...CHILD_SIZES, ...ADULT_SIZE_RANGES])
  })
})
