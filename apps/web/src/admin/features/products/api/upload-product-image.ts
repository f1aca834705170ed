import type { ProductImageDto } from '@kladbyte/contract'
import { postWithProgress } from '../../../../lib/post-with-progress'
import { readAsBase64 } from '../../../../lib/read-file'

/**
 * POST /api/products/image/{productId}: one image as base64, with upload progress. No mutation
 * hook: the kit's FileUpload keeps each file's progress, retry and error itself (as the storefront's
 * upload-item-image does).
 */
export async function uploadProductImage(
  productId: string,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<ProductImageDto> {
  const blob = await readAsBase64(file)
  return postWithProgress<ProductImageDto>(
    `/api/products/image/${encodeURIComponent(productId)}`,
    { blob, main: false, productId },
    { onProgress, signal },
  )
}
