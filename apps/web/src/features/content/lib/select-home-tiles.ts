import { EMPTY_GUID } from '@kladbyte/contract'

/** The category fields the home page tiles read. */
export interface TileCategory {
  id: string
  name: string
  description: string
  display: boolean
  sorting: number
  parent?: string | null
  imageRelativePath?: string | null
}

export type HomeTiles<C extends TileCategory = TileCategory> =
  | { kind: 'tiles'; tiles: [C, C] }
  | { kind: 'bubbles'; bubbles: C[] }

export const MAX_TOP_CATEGORIES = 8
export const DESCRIPTION_MAX = 80
const PREFERRED = ['dam', 'barn']

const isTopLevel = (c: TileCategory) => !c.parent || c.parent === EMPTY_GUID
const hasName = (c: TileCategory, name: string) => c.name.trim().toLowerCase() === name

/**
 * The spec's home tile rule: displayed top-level categories by sorting, at most 8; Dam and Barn are
 * preferred (one match gets another category beside it, none gives the first two). Exactly two →
 * big tiles; otherwise (fewer than two categories exist) round bubbles of the top categories.
 */
export function selectHomeTiles<C extends TileCategory>(categories: readonly C[]): HomeTiles<C> {
  const top = categories
    .filter((c) => c.display && isTopLevel(c))
    .sort((a, b) => a.sorting - b.sorting)
    .slice(0, MAX_TOP_CATEGORIES)

  const preferred = PREFERRED.map((name) => top.find((c) => hasName(c, name))).filter(
    (c): c is C => c !== undefined,
  )
  let chosen: C[]
  if (preferred.length === 0) chosen = top.slice(0, 2)
  else if (preferred.length === 1) {
    const other = top.find((c) => c !== preferred[0])
    chosen = other ? [preferred[0]!, other] : preferred
  } else chosen = preferred

  if (chosen.length === 2) {
    // Keep the staff's sorting between the two, whichever rule picked them.
    const [a, b] = chosen.sort((x, y) => top.indexOf(x) - top.indexOf(y))
    return { kind: 'tiles', tiles: [a!, b!] }
  }
  return { kind: 'bubbles', bubbles: top }
}

/** Cuts a description at 80 characters and marks the cut with an ellipsis. */
export function cutDescription(text: string, max = DESCRIPTION_MAX): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text
}
