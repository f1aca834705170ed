import type { CartItemDto } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../../components/ui/toast'
import { sv } from '../../../i18n/sv'
import { api } from '../../../lib/api-client'
import { wishlistQuery } from './get-wishlist'
import { readGuestList } from './guest-lists'
import { updateGuestList, withLine, withoutLine } from './list-cache'
import { GUEST_SCOPE, type ListScope, useListScope } from './list-mode'

/** POST /api/cart/add-wishlist-item-to-cart/{id}: moves one wishlist garment into the cart. */
export const postWishlistItemToCart = (productId: string) =>
  api.post<CartItemDto[]>(`/api/cart/add-wishlist-item-to-cart/${encodeURIComponent(productId)}`)

function moveInBrowser(productId: string) {
  const line = readGuestList('wishlist').find((i) => i.productId === productId)
  if (line) updateGuestList('cart', (items) => withLine(items, line))
  updateGuestList('wishlist', (items) => withoutLine(items, productId))
}

async function moveToCart(scope: ListScope, productId: string) {
  if (scope.mode === 'member') await postWishlistItemToCart(productId)
  else moveInBrowser(productId)
}

/**
 * Moves one garment from the wishlist to the cart. If it reached the cart but is still on the
 * wishlist afterwards, the member gets the spec's partial-success toast.
 */
export function useAddWishlistItemToCart() {
  const queryClient = useQueryClient()
  const scope = useListScope() ?? GUEST_SCOPE
  return useMutation({
    mutationFn: async (productId: string) => {
      await moveToCart(scope, productId)
      await queryClient.invalidateQueries({ queryKey: ['cart'] })
      const wishlist = await queryClient.fetchQuery({ ...wishlistQuery(scope), staleTime: 0 })
      return wishlist.some((i) => i.productId === productId) ? 'partial' : 'moved'
    },
    onSuccess: (result) =>
      result === 'moved' ? toast.success(sv.cart.toast.cartAdded) : toast.error(sv.cart.toast.movedPartially),
    onError: () => toast.error(sv.cart.toast.cartAddFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['wishlist'] }),
  })
}
