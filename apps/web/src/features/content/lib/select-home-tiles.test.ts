import { EMPTY_GUID } from '@kladbyte/contract'
import { describe, expect, it } from 'vitest'
import { cutDescription, selectHomeTiles, type TileCategory } from './select-home-tiles'

let n = 0
const cat = (name: string, over: Partial<TileCategory> = {}): TileCategory => ({
  id: `id-${name}-${n++}`,
  name,
  description: `Allt inom ${name}`,
  display: true,
  sorting: n,
  parent: EMPTY_GUID,
  imageRelativePath: null,
  ...over,
})
const names = (r: ReturnType<typeof selectHomeTiles>) =>
  (r.kind === 'tiles' ? r.tiles : r.bubbles).map((c) => c.name)

describe('selectHomeTiles', () => {
  it('gives two big tiles for Dam and Barn, in their sorting order', () => {
    const r = selectHomeTiles([
      cat('Herr', { sorting: 1 }),
      cat('Barn', { sorting: 3 }),
      cat('Dam', { sorting: 2 }),
    ])
    expect(r.kind).toBe('tiles')
    expect(names(r)).toEqual(['Dam', 'Barn'])
  })

  it('matches the names regardless of case and spaces', () => {
    expect(names(selectHomeTiles([cat(' dam '), cat('Skor'), cat('BARN')]))).toEqual([' dam ', 'BARN'])
  })

  it('adds another category when only one of Dam and Barn exists', () => {
    const r = selectHomeTiles([
      cat('Herr', { sorting: 5 }),
      cat('Accessoarer', { sorting: 9 }),
      cat('Barn', { sorting: 7 }),
    ])
    expect(r.kind).toBe('tiles')
    expect(names(r)).toEqual(['Herr', 'Barn'])
  })

  it('takes the first two by sorting when neither Dam nor Barn exists', () => {
    const r = selectHomeTiles([cat('C', { sorting: 3 }), cat('A', { sorting: 1 }), cat('B', { sorting: 2 })])
    expect(r.kind).toBe('tiles')
    expect(names(r)).toEqual(['A', 'B'])
  })

  it('leaves out hidden categories', () => {
    const r = selectHomeTiles([cat('Dam', { display: false }), cat('Barn'), cat('Herr'), cat('Skor')])
    expect(names(r)).toEqual(['Barn', 'Herr'])
  })

  it('leaves out categories that have a parent; null, empty and the empty guid count as top level', () => {
    const dam = cat('Dam', { parent: null })
    const r = selectHomeTiles([
      dam,
      cat('Barn', { parent: dam.id }),
      cat('Klänningar', { parent: dam.id }),
      cat('Herr', { parent: '' }),
    ])
    expect(names(r)).toEqual(['Dam', 'Herr'])
  })

  it('shows bubbles when fewer than two categories remain', () => {
    const r = selectHomeTiles([cat('Dam'), cat('Barn', { display: false }), cat('Toppar', { parent: 'x' })])
    expect(r).toEqual({ kind: 'bubbles', bubbles: [expect.objectContaining({ name: 'Dam' })] })
    expect(selectHomeTiles([])).toEqual({ kind: 'bubbles', bubbles: [] })
  })

  it('considers only the first 8 top-level categories', () => {
    const first8 = Array.from({ length: 8 }, (_, i) => cat(`K${i}`, { sorting: i }))
    const r = selectHomeTiles([...first8, cat('Dam', { sorting: 20 }), cat('Barn', { sorting: 21 })])
    // Dam and Barn sort after the eighth, so they are not among the candidates.
    expect(names(r)).toEqual(['K0', 'K1'])
  })
})

describe('cutDescription', () => {
  it('keeps a description of at most 80 characters as it is', () => {
    const eighty = 'a'.repeat(80)
    expect(cutDescription(eighty)).toBe(eighty)
    expect(cutDescription('Kort text')).toBe('Kort text')
  })

  it('cuts a longer description at 80 characters and adds an ellipsis', () => {
    const long = `${'b'.repeat(80)}cdef`
    expect(cutDescription(long)).toBe(`${'b'.repeat(80)}…`)
  })

  it('does not leave a space before the ellipsis', () => {
    expect(cutDescription(`${'c'.repeat(79)} resten`)).toBe(`${'c'.repeat(79)}…`)
  })
})
