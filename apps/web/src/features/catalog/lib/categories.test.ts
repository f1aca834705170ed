import { type CategoryDto, EMPTY_GUID } from '@kladbyte/contract'
import { describe, expect, it } from 'vitest'
import { categoryPath, childCategories, topLevelCategories } from './categories'

const cat = (id: string, name: string, parent: string, sorting = 0, display = true): CategoryDto => ({
  id,
  name,
  description: '',
  display,
  sorting,
  parent,
  imageRelativePath: null,
})

const categories = [
  cat('barn', 'Barn', EMPTY_GUID, 2),
  cat('dam', 'Dam', '', 1),
  cat('dold', 'Dold', EMPTY_GUID, 0, false),
  cat('jackor', 'Jackor', 'dam', 2),
  cat('klanningar', 'Klänningar', 'dam', 1),
]

describe('categories', () => {
  it('lists displayed top-level categories by sorting', () => {
    expect(topLevelCategories(categories).map((c) => c.id)).toEqual(['dam', 'barn'])
  })

  it('lists children by sorting', () => {
    expect(childCategories(categories, 'dam').map((c) => c.id)).toEqual(['klanningar', 'jackor'])
  })

  it("builds the 'parent / child' path", () => {
    expect(categoryPath(categories, 'jackor')).toBe('Dam / Jackor')
    expect(categoryPath(categories, 'dam')).toBe('Dam')
    expect(categoryPath(categories, 'okänd')).toBe('')
  })
})
