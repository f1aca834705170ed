import type { ReviewItemBody } from '@kladbyte/contract'
import { badRequest, conflict, notFound } from '../../lib/errors.js'
import type { ItemRow } from './submissions.repository.js'

export const ITEM_NOT_IN_SUBMISSION = 'Artikeln finns inte i inlämningen.'
export const DUPLICATE_ITEM = 'Samma artikel finns två gånger i listan.'
export const POINTS_REQUIRED = 'Ange poäng för en godkänd artikel.'
export const CATEGORY_NOT_FOUND = 'Kategorin finns inte.'
export const ALREADY_CREDITED = 'Poängen för artikeln är redan insatta och kan inte ändras.'

export interface ItemReviewChange {
  id: string
  approvalStatus: ItemRow['approvalStatus']
  pointsAwarded: number | null
  categoryId: string | null
}

/**
 * What a review does to the items, or why it cannot. Approving needs points (sent or already
 * stored); denying or awaiting clears them; a category left out stays. An item whose points were
 * credited on arrival keeps its approval, points and category (ADR 025): the ledger stays exact.
 */
export function planReview(
  existing: ItemRow[],
  incoming: ReviewItemBody[],
  knownCategories: Set<string>,
): ItemReviewChange[] {
  const byId = new Map(existing.map((i) => [i.id, i]))
  const seen = new Set<string>()
  const changes: ItemReviewChange[] = []
  for (const item of incoming) {
    const current = byId.get(item.id)
    if (!current) throw notFound(ITEM_NOT_IN_SUBMISSION)
    if (seen.has(item.id)) throw badRequest(DUPLICATE_ITEM)
    seen.add(item.id)
    if (item.categoryId && !knownCategories.has(item.categoryId)) throw badRequest(CATEGORY_NOT_FOUND)

    const approved = item.approvalStatus === 'approved'
    const points = approved ? (item.points !== undefined ? item.points : current.pointsAwarded) : null
    if (approved && points === null) throw badRequest(POINTS_REQUIRED)
    const next: ItemReviewChange = {
      id: item.id,
      approvalStatus: item.approvalStatus,
      pointsAwarded: points,
      categoryId: item.categoryId !== undefined ? item.categoryId : current.categoryId,
    }
    const changed =
      next.approvalStatus !== current.approvalStatus ||
      next.pointsAwarded !== current.pointsAwarded ||
      next.categoryId !== current.categoryId
    if (!changed) continue
    if (current.receivedAt !== null) throw conflict(ALREADY_CREDITED)
    changes.push(next)
  }
  return changes
}
