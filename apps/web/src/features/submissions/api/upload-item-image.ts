import type { SubmissionItemImageDto, UploadSubmissionImageBody } from '@kladbyte/contract'
import { postWithProgress } from '../../../lib/post-with-progress'
import { readAsBase64 } from '../../../lib/read-file'

/**
 * POST /api/submissions-request/item/{itemId}/images: one photo as base64 (no data-URL prefix),
 * with upload progress. The server makes the first image of an item its main one.
 */
export async function uploadItemImage(
  itemId: string,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<SubmissionItemImageDto> {
  const blob = await readAsBase64(file)
  const body: UploadSubmissionImageBody = {
    submissionRequestItemId: itemId,
    imageUrl: '',
    main: false,
    blob,
  }
  return postWithProgress<SubmissionItemImageDto>(
    `/api/submissions-request/item/${encodeURIComponent(itemId)}/images`,
    body,
    { onProgress, signal },
  )
}
