import type { DbOrTx } from '../../db/client.js'
import { insertEvent } from './chat.repository.js'

/**
 * Tells open pages that staff changed a submission (status, review, arrival): an `updated` chat
 * event in the caller's transaction, so it is delivered only if the change commits.
 */
export async function publishSubmissionUpdated(
  tx: DbOrTx,
  { submissionId, ownerId }: { submissionId: string; ownerId: string },
): Promise<void> {
  await insertEvent(tx, {
    submissionId,
    ownerId,
    type: 'updated',
    payload: { submissionRequestId: submissionId },
  })
}
