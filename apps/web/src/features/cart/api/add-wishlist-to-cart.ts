import type { CartItemDto } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { readGuestList, writeGuestList } from './guest-lists'
import { setList, updateGuestList, withLine } from './list-cache'
import { GUEST_SCOPE, type ListScope, useListScope } from './list-mode'

/** POST /api/cart/add-wishlist-to-cart: moves every available wishlist garment into the cart; answers the cart. */
export const postWishlistToCart = () => api.post<CartItemDto[]>('/api/cart/add-wishlist-to-cart')

/** As the server does: available garments move to the cart, the others stay on the wishlist. */
function moveAllInBrowser() {
  const wishlist = readGuestList('wishlist')
  const moving = wishlist.filter((i) => i.available)
  const cart = updateGuestList('cart', (items) => moving.reduce(withLine, items))
  writeGuestList(
    'wishlist',
    wishlist.filter((i) => !i.available),
  )
  return cart
}

const moveAll = (scope: ListScope) =>
  scope.mode === 'member' ? postWishlistToCart() : Promise.resolve(moveAllInBrowser())

/** Adds every wishlist garment to the cart. A failure is only logged (spec §8). */
export function useAddWishlistToCart() {
  const queryClient = useQueryClient()
  const scope = useListScope() ?? GUEST_SCOPE
  return useMutation({
    mutationFn: () => moveAll(scope),
    onSuccess: (cart) => setList(queryClient, 'cart', scope, cart),
    onError: (err) => console.warn('Kunde inte lägga önskelistan i varukorgen', err),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cart'] }),
        queryClient.invalidateQueries({ queryKey: ['wishlist'] }),
      ]),
  })
}
