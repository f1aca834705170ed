import type { CartItemDto } from '@kladbyte/contract'
import { afterEach, describe, expect, it } from 'vitest'
import { readGuestList, writeGuestList } from './guest-lists'

const line: CartItemDto = {
  productId: '7b0f5a8e-3a63-4c1e-9a55-0d2f4c1b9e01',
  productName: 'Ullkappa',
  productDescription: 'Varm kappa',
  productImageUrl: '',
  categoryId: '1c4b0e2a-6f3d-4a8e-b1f2-9d8c7e6a5b40',
  size: 'M',
  price: 120,
  available: true,
}

afterEach(() => localStorage.clear())

describe('guest lists in the browser', () => {
  it('reads back what was written', () => {
    writeGuestList('cart', [line])
    expect(readGuestList('cart')).toEqual([line])
    expect(readGuestList('wishlist')).toEqual([])
  })

  it.each([
    ['not JSON', '{'],
    ['not a list', JSON.stringify(line)],
    ['a line without a price', JSON.stringify([{ ...line, price: undefined }])],
    ['a fractional price', JSON.stringify([{ ...line, price: 1.5 }])],
    ['an id that is not a uuid', JSON.stringify([{ ...line, productId: 'x' }])],
    ['one good and one bad line', JSON.stringify([line, { ...line, available: 'ja' }])],
  ])('reads a damaged entry (%s) as an empty list', (_, raw) => {
    localStorage.setItem('kladbyte.guest.cart', raw)
    expect(readGuestList('cart')).toEqual([])
  })
})
