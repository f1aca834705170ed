import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { submissionsKey } from './get-submissions'

/** DELETE /api/submissions-request/item/image/{imageId}; applied at once, not on Save. */
export function useDeleteItemImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (imageId: string) =>
      api.delete<void>(`/api/submissions-request/item/image/${encodeURIComponent(imageId)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: submissionsKey }),
  })
}
