/** The vocabulary of the demo catalogue: garment shapes, nouns and size sets. */
import { ADULT_SIZE_RANGES, ADULT_SIZES, CHILD_SIZES } from '@kladbyte/contract'

/** The garment shapes the artwork can draw. */
export type GarmentKind =
  | 'dress'
  | 'skirt'
  | 'trousers'
  | 'jeans'
  | 'tshirt'
  | 'top'
  | 'sweater'
  | 'cardigan'
  | 'shirt'
  | 'jacket'
  | 'coat'
  | 'body'
  | 'overall'
  | 'beanie'
  | 'cap'
  | 'scarf'
  | 'bag'

/** A Swedish noun and the adjective form it takes: en-word, ett-word or plural. */
export interface Noun {
  word: string
  form: 'en' | 'ett' | 'pl'
  kind: GarmentKind
}

export interface Subcategory {
  name: string
  description: string
  nouns: Noun[]
  sizes: readonly string[]
}

export interface TopCategory {
  name: string
  description: string
  subcategories: Subcategory[]
}

/** Nouns by the adjective form they take. */
export const en = (word: string, kind: GarmentKind): Noun => ({ word, form: 'en', kind })
export const ett = (word: string, kind: GarmentKind): Noun => ({ word, form: 'ett', kind })
export const pl = (word: string, kind: GarmentKind): Noun => ({ word, form: 'pl', kind })

/** Size sets per kind of shopper. */
export const WOMEN = [...ADULT_SIZES.filter((s) => s !== 'One Size'), ...ADULT_SIZE_RANGES.slice(1, 5)]
export const MEN = ADULT_SIZES.filter((s) => s !== 'XXS' && s !== 'One Size')
export const BABY = CHILD_SIZES.slice(0, 3)
export const KIDS = CHILD_SIZES.slice(1, 12)
export const ONE_SIZE = ['One Size'] as const
