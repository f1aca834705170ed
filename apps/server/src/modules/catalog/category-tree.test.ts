import { describe, expect, it } from 'vitest'
import { type CategoryRow, CategoryTree } from './category-tree.js'
import { parseSearch } from './search-terms.js'

const row = (id: string, parentId: string | null, extra: Partial<CategoryRow> = {}): CategoryRow => ({
  id,
  name: id,
  description: '',
  display: true,
  sorting: 0,
  parentId,
  imagePath: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...extra,
})

describe('CategoryTree', () => {
  const tree = new CategoryTree([
    row('dam', null),
    row('klänningar', 'dam'),
    row('maxi', 'klänningar'),
    row('dold', 'dam', { display: false }),
    row('under-dold', 'dold'),
  ])

  it('resolves descendants, top-level ancestors and visibility through hidden parents', () => {
    expect(tree.withDescendants('dam').sort()).toEqual(['dam', 'dold', 'klänningar', 'maxi', 'under-dold'])
    expect(tree.topLevelOf('maxi')).toBe('dam')
    expect(tree.isVisible('maxi')).toBe(true)
    expect(tree.isVisible('under-dold')).toBe(false)
    expect(tree.isVisible('okänd')).toBe(false)
    expect(tree.visibleIdsOrAll()?.sort()).toEqual(['dam', 'klänningar', 'maxi'])
  })

  it('answers null when every category is visible (no filter needed)', () => {
    expect(new CategoryTree([row('a', null), row('b', 'a')]).visibleIdsOrAll()).toBeNull()
  })

  it('survives a broken parent chain (a cycle) instead of hanging', () => {
    const broken = new CategoryTree([row('a', 'b'), row('b', 'a')])
    expect(broken.isVisible('a')).toBe(false)
    expect(broken.withDescendants('a').sort()).toEqual(['a', 'b'])
    expect(['a', 'b']).toContain(broken.topLevelOf('a'))
  })
})

describe('parseSearch', () => {
  it('keeps letters and digits only, so no tsquery syntax gets through', () => {
    expect(parseSearch("  Blå & | !( :* ' % _ kl  ")).toEqual({
      text: "Blå & | !( :* ' % _ kl",
      prefix: 'blå & kl:*',
      lower: 'blå kl',
      fuzzy: false,
      plain: false,
    })
  })

  it('calls a text plain only when it is nothing but words (no web search syntax)', () => {
    expect(parseSearch('Blommiga  klänningar')).toMatchObject({ lower: 'blommiga klänningar', plain: true })
    for (const text of ['"röd kjol"', 'klänning -ull', 'kjol or klänning', 't-shirt', 'röd, kjol']) {
      expect(parseSearch(text)).toMatchObject({ plain: false })
    }
    // Past eight words the text is cut, so its words no longer say all it says.
    expect(parseSearch('a b c d e f g h i')).toMatchObject({ plain: false })
  })

  it('adds a prefix query only for a last word of up to 3 letters, fuzzy matching from 5 letters', () => {
    expect(parseSearch('röd k')).toMatchObject({ prefix: 'röd & k:*', fuzzy: false })
    expect(parseSearch('stickad kof')).toMatchObject({ prefix: 'stickad & kof:*', fuzzy: true })
    expect(parseSearch('blå')).toMatchObject({ prefix: 'blå:*', fuzzy: false })
    expect(parseSearch('klänn')).toMatchObject({ prefix: null, lower: 'klänn', fuzzy: true })
  })

  it('treats empty, whitespace and punctuation as no search', () => {
    for (const raw of [undefined, '', '   ', '!!! ...']) expect(parseSearch(raw)).toBeNull()
  })
})
