import type { SubmissionUpdatedEvent } from '@kladbyte/contract'
import type { DbOrTx } from '../../db/client.js'
import { insertEvent } from './chat.repository.js'

/**
 * Staff changed a submission (status, review, arrival, a product made from an item): every open
 * page of it reloads. Call it in the change's transaction, so the event is seen only once the
 * change is committed. The submission's stream sends it as `updated`; the caller's unread stream
 * (`/api/chat/events`) sends its usual `unread` nudge for the submission.
 */
export async function publishSubmissionUpdated(
  tx: DbOrTx,
  { submissionId, ownerId }: { submissionId: string; ownerId: string },
): Promise<void> {
  const payload: SubmissionUpdatedEvent = { submissionRequestId: submissionId }
  await insertEvent(tx, { submissionId, ownerId, type: 'updated', payload })
}
