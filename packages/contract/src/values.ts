/**
 * Plain values shared by the apps, in a file without zod (like `limits.ts`): the shop, home and
 * product pages use them, and a module with `z.object(…)` calls would bring zod along (ADR 036).
 */

/** The empty guid marks a top-level category, as the spec's clients send it. */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000'

/** Size values offered in the back-office (spec §9 of backoffice.md); free text ("Annat…") is allowed too. */
export const ADULT_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'One Size'] as const
export const ADULT_SIZE_RANGES = ['XXS–XS', 'XS–S', 'S–M', 'M–L', 'L–XL', 'XL–XXL'] as const
export const CHILD_SIZES = Array.from({ length: 15 }, (_, i) => `${i}–${i + 1} år`) as readonly string[]
export const SIZE_OPTIONS: readonly string[] = [...ADULT_SIZES, ...CHILD_SIZES, ...ADULT_SIZE_RANGES]
