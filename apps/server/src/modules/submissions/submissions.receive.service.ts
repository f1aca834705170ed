import type { ReceiveItemsBody, ReceiveItemsResult } from '@kladbyte/contract'
import { SUBMISSION_STATUS } from '@kladbyte/contract'
import type { Config } from '../../config.js'
import { enqueueMail } from '../../core/mail/outbox.js'
import { submissionReference } from '../../core/mail/references.js'
import { shopNameForMail } from '../../core/mail/shop-name.js'
import { credit } from '../../core/points/points.service.js'
import type { Db } from '../../db/client.js'
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js'
import { publishSubmissionUpdated } from '../chat/public.js'
import { loadAdminDto } from './submissions.admin.service.js'
import { pointsCreditedMail } from './submissions.credit-mail.js'
import * as receiveRepo from './submissions.receive.repository.js'
import * as repo from './submissions.repository.js'
import { type Actor, assertNotOwnReview, isUuid, NOT_FOUND } from './submissions.rules.js'

export const ITEM_NOT_IN_SUBMISSION = 'Artikeln finns inte i inlämningen.'
export const ONLY_APPROVED_RECEIVED = 'Bara godkända artiklar kan tas emot.'
export const NOT_RECEIVABLE =
  'Artiklar kan inte tas emot när inlämningen är skapad men inte inskickad, eller avbruten.'
export const DUPLICATE_ITEM = 'Samma artikel finns två gånger i listan.'

/** The ledger's source of an item's credit: unique, so an item is paid at most once. */
export const itemCreditRef = (itemId: string) => `submission-item:${itemId}`

/**
 * Staff confirm that approved garments arrived: each new one is marked received and its points
 * credited in one transaction with the submission and the items locked, so parallel calls credit
 * an item exactly once (ADR 026). Items already received are left as they are.
 */
export function createReceiveService({
  db,
  config,
}: {
  db: Db
  config: Pick<Config, 'PUBLIC_URL' | 'SHOP_NAME'>
}) {
  return {
    async receive(actor: Actor, id: string, body: ReceiveItemsBody): Promise<ReceiveItemsResult> {
      if (!isUuid(id)) throw notFound(NOT_FOUND)
      const wanted = new Map(body.items.map((i) => [i.id.toLowerCase(), i.points]))
      if (wanted.size !== body.items.length) throw badRequest(DUPLICATE_ITEM)
      return db.transaction(async (tx) => {
        const sub = await repo.lockSubmission(tx, id.toLowerCase())
        if (!sub) throw notFound(NOT_FOUND)
        assertNotOwnReview(sub, actor)
        if (sub.status === SUBMISSION_STATUS.created || sub.status === SUBMISSION_STATUS.cancelled) {
          throw conflict(NOT_RECEIVABLE)
        }
        const items = await receiveRepo.lockItems(tx, [...wanted.keys()])
        const mine = items.filter((i) => i.submissionId === sub.id)
        if (mine.length !== wanted.size) throw notFound(ITEM_NOT_IN_SUBMISSION)
        if (mine.some((i) => i.approvalStatus !== 'approved')) throw conflict(ONLY_APPROVED_RECEIVED)

        const reference = submissionReference(sub.id)
        // The number both sides see: the item's place in the list (stored positions may have gaps
        // once the member removed an item).
        const order = (await repo.listItems(tx, [sub.id])).map((i) => i.id)
        const numberOf = (itemId: string) => order.indexOf(itemId) + 1
        const credited: { itemId: string; points: number; number: number; condition: string }[] = []
        for (const item of mine) {
          if (item.receivedAt) continue
          const points = wanted.get(item.id)!
          await receiveRepo.markReceived(tx, item.id, points)
          const { applied } = await credit(tx, {
            userId: sub.userId,
            amount: points,
            reason: 'submission',
            sourceRef: itemCreditRef(item.id),
            note: `inlämning ${reference}, plagg ${numberOf(item.id)}`,
            createdBy: actor.id,
          })
          // The row lock is the rule; the ledger's unique source is a second guard that must agree.
          if (!applied) throw new AppError('internal', 'Poängen för artikeln finns redan i poänghistoriken.')
          credited.push({ itemId: item.id, points, number: numberOf(item.id), condition: item.condition })
        }

        let current = sub
        if (credited.length > 0) {
          current = await repo.updateSubmission(tx, sub.id, {})
          const owner = await repo.findOwnerContact(tx, sub.userId)
          if (owner) {
            await enqueueMail(
              tx,
              pointsCreditedMail({
                to: owner.email,
                firstName: owner.firstName,
                submissionId: sub.id,
                items: credited.sort((a, b) => a.number - b.number),
                shopName: await shopNameForMail(tx, config.SHOP_NAME),
                publicUrl: config.PUBLIC_URL,
              }),
            )
          }
          await publishSubmissionUpdated(tx, { submissionId: sub.id, ownerId: sub.userId })
        }
        return {
          submission: await loadAdminDto(tx, current, actor),
          credited: credited.map(({ itemId, points }) => ({ itemId, points })),
          creditedNow: credited.reduce((sum, c) => sum + c.points, 0),
        }
      })
    },
  }
}

export type ReceiveService = ReturnType<typeof createReceiveService>
