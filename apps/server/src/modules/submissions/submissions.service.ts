import type {
  SaveSubmissionBody,
  SaveSubmissionItemBody,
  SubmissionDto,
  SubmissionItemDto,
} from '@kladbyte/contract'
import { SUBMISSION_STATUS } from '@kladbyte/contract'
import type { Config } from '../../config.js'
import { enqueueMail } from '../../core/mail/outbox.js'
import { shopNameForMail } from '../../core/mail/shop-name.js'
import { removeImage } from '../../core/media/media.images.js'
import type { MediaStore } from '../../core/media/media.store.js'
import type { Db, DbOrTx } from '../../db/client.js'
import { badRequest, conflict, notFound } from '../../lib/errors.js'
import { toImageDto } from './submissions.images.js'
import { submissionReceiptMail } from './submissions.mail.js'
import type { ImageRow, ItemRow, SubmissionRow } from './submissions.repository.js'
import * as repo from './submissions.repository.js'
import {
  ACTIVE_CANNOT_DELETE,
  type Actor,
  ALREADY_SUBMITTED,
  APPROVED_NO_EDIT,
  APPROVED_NO_REMOVE,
  assertOwned,
  checkStatusChange,
  EMPTY_SUBMISSION,
  ITEM_NOT_FOUND,
  isUuid,
  NOT_FOUND,
} from './submissions.rules.js'

export interface SubmissionsDeps {
  db: Db
  media: MediaStore
  config: Pick<Config, 'PUBLIC_URL' | 'SHOP_NAME'>
}

type UnreadRow = Awaited<ReturnType<typeof repo.unreadChatCounts>>[number]

/**
 * The API shape of a submission with its items (oldest first) and their photos. Unread counts are
 * for the caller's side: the owner reads staff's messages, other staff the member's.
 */
function toDto(
  sub: SubmissionRow,
  items: ItemRow[],
  images: ImageRow[],
  actor: Actor,
  unread: UnreadRow[] = [],
): SubmissionDto {
  const fromOtherSide = sub.userId === actor.id ? 'admin' : 'user'
  const mine = unread.filter((u) => u.submissionId === sub.id && u.sender === fromOtherSide)
  const unreadCount = mine.reduce((sum, u) => sum + u.n, 0)
  const itemDtos: SubmissionItemDto[] = items.map((i) => ({
    id: i.id,
    submissionRequestId: i.submissionId,
    position: i.position,
    condition: i.condition,
    notes: i.notes,
    approvalStatus: i.approvalStatus,
    pointsAwarded: i.pointsAwarded,
    categoryId: i.categoryId,
    receivedAt: i.receivedAt?.toISOString() ?? null,
    creditedPoints: i.creditedPoints,
    productId: i.productId,
    created: i.createdAt.toISOString(),
    updated: i.updatedAt.toISOString(),
    images: images.filter((img) => img.itemId === i.id).map(toImageDto),
    hasUnreadComments: mine.some((u) => u.itemId === i.id && u.n > 0),
  }))
  return {
    id: sub.id,
    userId: sub.userId,
    status: sub.status,
    priority: sub.priority,
    title: sub.title,
    description: sub.description,
    notes: sub.customerNotes,
    reviewerNotes: sub.reviewerNotes,
    created: sub.createdAt.toISOString(),
    updated: sub.updatedAt.toISOString(),
    submitted: sub.submittedAt?.toISOString() ?? null,
    completed: sub.completedAt?.toISOString() ?? null,
    submissionRequestItems: itemDtos,
    items: itemDtos,
    unreadCount,
    hasUnreadMessages: unreadCount > 0,
    creditedTotal: items.reduce((sum, i) => sum + (i.creditedPoints ?? 0), 0),
  }
}

/** Submissions with their items, photos and unread counts, in four queries whatever their number. */
export async function loadDtos(db: DbOrTx, subs: SubmissionRow[], actor: Actor): Promise<SubmissionDto[]> {
  const ids = subs.map((s) => s.id)
  const items = await repo.listItems(db, ids)
  const unread = await repo.unreadChatCounts(db, ids)
  const images = await repo.listImages(
    db,
    items.map((i) => i.id),
  )
  return subs.map((s) =>
    toDto(
      s,
      items.filter((i) => i.submissionId === s.id),
      images,
      actor,
      unread,
    ),
  )
}

/** One submission as `actor` sees it (items, photos, unread counts). */
export const loadDto = async (db: DbOrTx, sub: SubmissionRow, actor: Actor) =>
  (await loadDtos(db, [sub], actor))[0]!

interface ItemPlan {
  adds: SaveSubmissionItemBody[]
  changes: { id: string; condition: string; notes: string }[]
  removes: ItemRow[]
}

/**
 * What a save does to the items: with an id an item is changed, without one added, and a stored
 * item missing from the list removed. Approved items may be neither changed nor removed.
 */
function planItems(existing: ItemRow[], incoming: SaveSubmissionItemBody[] | undefined): ItemPlan {
  const plan: ItemPlan = { adds: [], changes: [], removes: [] }
  if (!incoming) return plan
  const byId = new Map(existing.map((i) => [i.id, i]))
  const kept = new Set<string>()
  for (const item of incoming) {
    if (!item.id) {
      plan.adds.push(item)
      continue
    }
    const current = byId.get(item.id)
    if (!current) throw notFound(ITEM_NOT_FOUND)
    if (kept.has(item.id)) throw badRequest('Samma artikel finns två gånger i listan.')
    kept.add(item.id)
    if (current.condition === item.condition && current.notes === item.notes) continue
    if (current.approvalStatus === 'approved') throw conflict(APPROVED_NO_EDIT)
    plan.changes.push({ id: item.id, condition: item.condition, notes: item.notes })
  }
  plan.removes = existing.filter((i) => !kept.has(i.id))
  if (plan.removes.some((i) => i.approvalStatus === 'approved')) throw conflict(APPROVED_NO_REMOVE)
  return plan
}

/** Runs `work` with the member's own submission locked; another's or an unknown id is 404. */
async function withOwnLocked<T>(
  db: Db,
  actor: Actor,
  id: string,
  work: (tx: DbOrTx, sub: SubmissionRow) => Promise<T>,
): Promise<T> {
  if (!isUuid(id)) throw notFound(NOT_FOUND)
  return db.transaction(async (tx) => work(tx, assertOwned(await repo.lockSubmission(tx, id), actor)))
}

type ImageFiles = { storageKey: string; widths: number[] }[]

export function createSubmissionsService({ db, media, config }: SubmissionsDeps) {
  /** Files go only after their rows are gone (committed), so no row ever points at a missing file. */
  const removeFiles = (files: ImageFiles) =>
    Promise.all(files.map((f) => removeImage(media, f.storageKey, f.widths)))

  return {
    async create(actor: Actor): Promise<SubmissionDto> {
      return toDto(await repo.insertSubmission(db, actor.id), [], [], actor)
    },

    async listOwn(actor: Actor): Promise<SubmissionDto[]> {
      return loadDtos(db, await repo.listUserSubmissions(db, actor.id), actor)
    },

    async listAll(actor: Actor): Promise<SubmissionDto[]> {
      return loadDtos(db, await repo.listAllSubmissions(db), actor)
    },

    /**
     * The member's save (spec: the whole submission written back). At 0 notes and items change;
     * at 1 or 2 only a cancel (→ 4) is taken, and an edit is refused; at 3 or 4 nothing changes.
     * Fields only staff set (reviewerNotes, priority, approvalStatus, points, userId) are ignored.
     */
    async save(actor: Actor, body: SaveSubmissionBody): Promise<SubmissionDto> {
      let removedFiles: ImageFiles = []
      const dto = await withOwnLocked(db, actor, body.id, async (tx, sub) => {
        if (checkStatusChange(sub.status, body.status)) {
          return loadDto(
            tx,
            await repo.updateSubmission(tx, sub.id, { status: SUBMISSION_STATUS.cancelled }),
            actor,
          )
        }
        const existing = await repo.listItems(tx, [sub.id])
        const plan = planItems(existing, body.submissionRequestItems ?? body.items)
        const fields = {
          customerNotes: body.notes,
          ...(body.title !== undefined && { title: body.title }),
          ...(body.description !== undefined && { description: body.description }),
        }
        const fieldsChanged =
          fields.customerNotes !== sub.customerNotes ||
          (fields.title !== undefined && fields.title !== sub.title) ||
          (fields.description !== undefined && fields.description !== sub.description)
        const itemsChanged = plan.adds.length + plan.changes.length + plan.removes.length > 0
        if (!fieldsChanged && !itemsChanged) return loadDto(tx, sub, actor)
        if (sub.status !== SUBMISSION_STATUS.created) throw conflict(ALREADY_SUBMITTED)

        const removedIds = plan.removes.map((i) => i.id)
        removedFiles = await repo.listImages(tx, removedIds)
        await repo.deleteItems(tx, removedIds)
        for (const change of plan.changes) await repo.updateItem(tx, change.id, change)
        const next = Math.max(-1, ...existing.map((i) => i.position)) + 1
        await repo.insertItems(
          tx,
          sub.id,
          plan.adds.map((a, n) => ({ condition: a.condition, notes: a.notes, position: next + n })),
        )
        return loadDto(tx, await repo.updateSubmission(tx, sub.id, fields), actor)
      })
      await removeFiles(removedFiles)
      return dto
    },

    /** 0 → 1, with a receipt to the member queued in the same transaction. */
    async submit(actor: Actor, id: string): Promise<SubmissionDto> {
      return withOwnLocked(db, actor, id, async (tx, sub) => {
        if (sub.status !== SUBMISSION_STATUS.created) throw conflict(ALREADY_SUBMITTED)
        if ((await repo.countItems(tx, sub.id)) === 0) throw conflict(EMPTY_SUBMISSION)
        const saved = await repo.updateSubmission(tx, sub.id, {
          status: SUBMISSION_STATUS.submitted,
          submittedAt: new Date(),
        })
        const owner = await repo.findOwnerContact(tx, sub.userId)
        if (owner) {
          await enqueueMail(
            tx,
            submissionReceiptMail({
              to: owner.email,
              firstName: owner.firstName,
              submissionId: sub.id,
              shopName: await shopNameForMail(tx, config.SHOP_NAME),
              publicUrl: config.PUBLIC_URL,
            }),
          )
        }
        return loadDto(tx, saved, actor)
      })
    },

    /** Only a created (0) submission can be deleted; its photos' files go with it. */
    async remove(actor: Actor, id: string): Promise<void> {
      const files = await withOwnLocked(db, actor, id, async (tx, sub) => {
        if (sub.status !== SUBMISSION_STATUS.created) throw conflict(ACTIVE_CANNOT_DELETE)
        const images = await repo.listSubmissionImages(tx, sub.id)
        await repo.deleteSubmission(tx, sub.id)
        return images
      })
      await removeFiles(files)
    },
  }
}

export type SubmissionsService = ReturnType<typeof createSubmissionsService>
