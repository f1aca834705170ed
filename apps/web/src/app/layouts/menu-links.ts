import type { CategoryDto } from '@kladbyte/contract'
import { useQuery } from '@tanstack/react-query'
import { sv } from '../../i18n/sv'
import { categoriesQuery } from '../../lib/categories'

export interface MenuLink {
  label: string
  to: string
  /** Exact match for the active state (the home link). */
  end?: boolean
}

const normalise = (s: string) => s.trim().toLocaleLowerCase('sv-SE')

/**
 * Link to the category with this name (case and surrounding spaces ignored; a top-level one wins),
 * or the whole shop while categories load or when none has that name.
 */
export function categoryLink(categories: readonly CategoryDto[] | undefined, name: string): string {
  const named = (categories ?? []).filter((c) => normalise(c.name) === normalise(name))
  const emptyGuid = '00000000-0000-0000-0000-000000000000'
  const best = named.find((c) => !c.parent || c.parent === emptyGuid) ?? named[0]
  return best ? `/shop/${best.id}` : '/shop'
}

/** The menu of header and mobile menu: Hem, Dam, Barn, Guide, Om Oss, Kontakt. */
export function useMenuLinks(): MenuLink[] {
  const { data: categories } = useQuery(categoriesQuery)
  const t = sv.shell.nav
  return [
    { label: t.home, to: '/', end: true },
    { label: t.women, to: categoryLink(categories, sv.shell.categoryNames.women) },
    { label: t.kids, to: categoryLink(categories, sv.shell.categoryNames.kids) },
    { label: t.guide, to: '/guide' },
    { label: t.about, to: '/about' },
    { label: t.contact, to: '/contact' },
  ]
}
