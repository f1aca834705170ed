import type { CategoryDto } from '@kladbyte/contract'
import { describe, expect, it } from 'vitest'
import { categoryLink } from './menu-links'

const emptyGuid = '00000000-0000-0000-0000-000000000000'
const category = (id: string, name: string, parent = emptyGuid): CategoryDto => ({
  id,
  name,
  description: '',
  display: true,
  sorting: 0,
  parent,
  imageRelativePath: null,
})

describe('Dam and Barn menu links', () => {
  const categories = [
    category('11111111-1111-4111-8111-111111111111', 'Herr'),
    category('22222222-2222-4222-8222-222222222222', 'Dam', '11111111-1111-4111-8111-111111111111'),
    category('33333333-3333-4333-8333-333333333333', ' dam '),
    category('44444444-4444-4444-8444-444444444444', 'Barn'),
  ]

  it('finds the category by name, ignoring case and spaces, preferring a top-level one', () => {
    expect(categoryLink(categories, 'Dam')).toBe('/shop/33333333-3333-4333-8333-333333333333')
    expect(categoryLink(categories, 'Barn')).toBe('/shop/44444444-4444-4444-8444-444444444444')
  })

  it('falls back to the whole shop while loading or when no category has the name', () => {
    expect(categoryLink(undefined, 'Dam')).toBe('/shop')
    expect(categoryLink([], 'Dam')).toBe('/shop')
    expect(categoryLink(categories, 'Baby')).toBe('/shop')
  })
})
