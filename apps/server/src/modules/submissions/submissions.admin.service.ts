import {
  type AdminSubmissionDto,
  type AdminSubmissionPage,
  type AdminSubmissionSearchQuery,
  type ReviewSubmissionBody,
  type StaffEmailBody,
  SUBMISSION_STATUS,
  type SubmissionDto,
} from '@kladbyte/contract'
import type { z } from 'zod'
import { sendStaffMail, toSentEmailDto } from '../../core/mail/staff-mail.js'
import { foldSearch } from '../../core/search/search.js'
import type { Db, DbOrTx } from '../../db/client.js'
import { notFound } from '../../lib/errors.js'
import { pageOf, pageRows } from '../../lib/paging.js'
import { publishSubmissionUpdated } from '../chat/public.js'
import * as admin from './submissions.admin.repository.js'
import type { SubmissionRow } from './submissions.repository.js'
import * as repo from './submissions.repository.js'
import { planReview } from './submissions.review.js'
import { type Actor, assertNotOwnReview, assertReadable, isUuid, NOT_FOUND } from './submissions.rules.js'
import { loadDto } from './submissions.service.js'

type Query = z.output<typeof AdminSubmissionSearchQuery>

/** The staff list: filters as sent (page and size fitted by the contract). */
async function pagedSubmissions(db: DbOrTx, query: Query): Promise<AdminSubmissionPage> {
  const search = foldSearch(query.search ?? '')
  const [{ rows, total }, counts] = await Promise.all([
    admin.searchSubmissions(
      db,
      {
        status: query.status === '' || query.status === undefined ? undefined : Number(query.status),
        search: search || undefined,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
      },
      pageRows(query),
    ),
    admin.statusCounts(db),
  ])
  // Staff's unread: the member's messages, on the submission and its items.
  const unread = await repo.unreadChatCounts(
    db,
    rows.map((r) => r.id),
  )
  const unreadOf = (id: string) =>
    unread.filter((u) => u.submissionId === id && u.sender === 'user').reduce((sum, u) => sum + u.n, 0)
  return {
    items: rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      customer:
        r.customerId === null
          ? null
          : {
              id: r.customerId,
              firstName: r.firstName ?? '',
              lastName: r.lastName ?? '',
              email: r.email ?? '',
              phone: r.phone ?? '',
            },
      status: r.status,
      priority: r.priority,
      created: r.createdAt.toISOString(),
      submitted: r.submittedAt?.toISOString() ?? null,
      itemCount: r.itemCount,
      unreadCount: unreadOf(r.id),
    })),
    ...pageOf(total, query),
    counts,
  }
}

/** The member's shape plus the customer and the mails sent (staff's view of one submission). */
export async function loadAdminDto(
  db: DbOrTx,
  sub: SubmissionRow,
  actor: Actor,
): Promise<AdminSubmissionDto> {
  // One after another: inside a transaction the queries share one connection anyway.
  const dto = await loadDto(db, sub, actor)
  const customer = await admin.findCustomer(db, sub.userId)
  const emails = await admin.listSubmissionEmails(db, sub.id)
  return {
    ...dto,
    customer,
    emails: emails.map(toSentEmailDto),
  }
}

/** Runs a staff change with the submission locked; an unknown id is 404. */
async function withLocked<T>(db: Db, id: string, work: (tx: DbOrTx, sub: SubmissionRow) => Promise<T>) {
  if (!isUuid(id)) throw notFound(NOT_FOUND)
  return db.transaction(async (tx) => {
    const sub = await repo.lockSubmission(tx, id)
    if (!sub) throw notFound(NOT_FOUND)
    return work(tx, sub)
  })
}

/** Staff's submission calls (spec §7 'Staff: submissions', §4: any status and approval at any time). */
export function createSubmissionsAdminService({ db }: { db: Db }) {
  const answer = async (actor: Actor, id: string) => {
    const sub = await repo.findSubmission(db, id)
    if (!sub) throw notFound(NOT_FOUND)
    return loadAdminDto(db, sub, actor)
  }

  return {
    paged: (query: Query) => pagedSubmissions(db, query),
    /** The CSV export's rows, for `sendCsv` to stream (status, free text, created from/to). */
    exportQuery: (filters: admin.SubmissionExportFilter) => admin.submissionsExportQuery(db, filters),

    /** `GET /{id}`: staff who are not the owner see the staff shape; the owner the member's. */
    async get(actor: Actor, id: string): Promise<SubmissionDto | AdminSubmissionDto> {
      if (!isUuid(id)) throw notFound(NOT_FOUND)
      const sub = assertReadable(await repo.findSubmission(db, id), actor)
      return sub.userId === actor.id ? loadDto(db, sub, actor) : loadAdminDto(db, sub, actor)
    },

    /**
     * Any status from any other; the same one changes nothing. `submitted_at` is set the first time
     * it leaves 0, `completed_at` each time it becomes 3.
     */
    async setStatus(actor: Actor, id: string, status: number): Promise<AdminSubmissionDto> {
      await withLocked(db, id, async (tx, sub) => {
        if (sub.status === status) return
        await admin.updateStaffFields(tx, sub.id, {
          status,
          ...(status >= SUBMISSION_STATUS.submitted &&
            sub.submittedAt === null && { submittedAt: new Date() }),
          ...(status === SUBMISSION_STATUS.completed && { completedAt: new Date() }),
        })
        await publishSubmissionUpdated(tx, { submissionId: sub.id, ownerId: sub.userId })
      })
      return answer(actor, id)
    },

    /** Reviewer notes, priority and item decisions; fields left out stay (rules in `planReview`). */
    async review(actor: Actor, id: string, body: ReviewSubmissionBody): Promise<AdminSubmissionDto> {
      await withLocked(db, id, async (tx, sub) => {
        assertNotOwnReview(sub, actor)
        const items = body.items ? await admin.lockItems(tx, sub.id) : []
        const wanted = [...new Set((body.items ?? []).flatMap((i) => (i.categoryId ? [i.categoryId] : [])))]
        const changes = planReview(items, body.items ?? [], await admin.existingCategories(tx, wanted))
        for (const change of changes) await admin.updateItemReview(tx, change.id, change)
        const fields = {
          ...(body.reviewerNotes !== undefined &&
            body.reviewerNotes !== sub.reviewerNotes && { reviewerNotes: body.reviewerNotes }),
          ...(body.priority !== undefined && body.priority !== sub.priority && { priority: body.priority }),
        }
        if (changes.length === 0 && Object.keys(fields).length === 0) return
        await admin.updateStaffFields(tx, sub.id, fields)
        await publishSubmissionUpdated(tx, { submissionId: sub.id, ownerId: sub.userId })
      })
      return answer(actor, id)
    },

    /** Queues the mail to the submission's member and records it on the submission in one transaction. */
    async email(actor: Actor, id: string, mail: StaffEmailBody): Promise<AdminSubmissionDto> {
      await withLocked(db, id, async (tx, sub) => {
        const customer = await admin.findCustomer(tx, sub.userId)
        await sendStaffMail(tx, mail, customer?.email ?? '', (t, sent) =>
          admin.insertSubmissionEmail(t, {
            submissionId: sub.id,
            sentBy: actor.id,
            subject: mail.subject,
            ...sent,
          }),
        )
      })
      return answer(actor, id)
    },
  }
}
export type SubmissionsAdminService = ReturnType<typeof createSubmissionsAdminService>
