import type { CartItemDto, ProductDto } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../../components/ui/toast'
import { listQuery } from './get-list'
import { type ListKind, toListItem } from './guest-lists'
import { addLine } from './list-cache'
import { GUEST_SCOPE, useListScope } from './list-mode'

interface Toasts {
  added: string
  already: string
  failed: string
}

/** Adds a garment to the cart or the wishlist (server for members, browser for visitors); toasts the result. */
export function useAddToList(
  kind: ListKind,
  post: (item: CartItemDto) => Promise<unknown>,
  toasts: Toasts,
): (product: ProductDto) => void {
  const queryClient = useQueryClient()
  const scope = useListScope() ?? GUEST_SCOPE
  const { mutate } = useMutation({
    mutationFn: (product: ProductDto) =>
      addLine(queryClient, kind, scope, toListItem(product), post, listQuery(kind, scope)),
    onSuccess: (result) => (result === 'added' ? toast.success(toasts.added) : toast.info(toasts.already)),
    onError: () => toast.error(toasts.failed),
  })
  return mutate
}
