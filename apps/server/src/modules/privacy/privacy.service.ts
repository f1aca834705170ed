import type { DeleteAccountBody } from '@kladbyte/contract'
import type { Config } from '../../config.js'
import type { MediaStore } from '../../core/media/media.store.js'
import type { Db } from '../../db/client.js'
import { deleteAccount } from './privacy.delete.js'
import { exportMyData } from './privacy.export.js'

/** The member's own data (ADR 033): the export file and deleting the account. */
export function createPrivacyService(deps: { db: Db; config: Config; media: MediaStore }) {
  return {
    exportMyData: (userId: string, now: Date) => exportMyData(deps.db, userId, now),
    deleteAccount: (ctx: { userId: string; address: string }, body: DeleteAccountBody) =>
      deleteAccount(deps, ctx, body),
  }
}

export type PrivacyService = ReturnType<typeof createPrivacyService>
