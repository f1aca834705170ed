import type { ProductFromItemResult } from '@kladbyte/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'

/** POST /api/submissions-request/item/{itemId}/product: a hidden shop product made from the item. */
export const createProductFromItem = (itemId: string) =>
  api.post<ProductFromItemResult>(`/api/submissions-request/item/${encodeURIComponent(itemId)}/product`)

/** Makes the product; the caller opens it to finish, so nothing here needs refreshing. */
export const useCreateProductFromItem = (itemId: string) =>
  useMutation({ mutationFn: () => createProductFromItem(itemId) })
