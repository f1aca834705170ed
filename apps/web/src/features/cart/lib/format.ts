import type { CartItemDto } from '@kladbyte/contract'

/** Sum of the lines' prices in points. */
export const totalPoints = (items: readonly Pick<CartItemDto, 'price'>[]) =>
  items.reduce((sum, item) => sum + item.price, 0)
