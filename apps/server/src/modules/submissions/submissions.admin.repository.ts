import { and, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import { containsPattern } from '../../core/csv/csv-reply.js'
import { searchPattern } from '../../core/search/search.js'
import type { Db, DbOrTx } from '../../db/client.js'
import {
  categories,
  submissionEmails,
  submissionItems,
  submissionRequests,
  users,
} from '../../db/schema/index.js'
import type { ItemRow, SubmissionRow } from './submissions.repository.js'

export interface SubmissionFilter {
  status?: number
  /** Folded (lower case, no accents): see `foldSearch`. */
  search?: string
  from?: Date
  to?: Date
}

// The member's row may be gone (a left join): their fields are then empty, not null.
const memberText = sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '') || ' ' || coalesce(${users.email}, '')`
const searchable = sql`${submissionRequests.title} || ' ' || ${submissionRequests.customerNotes} || ' ' || ${submissionRequests.reviewerNotes} || ' ' || ${memberText}`

function where(f: SubmissionFilter): SQL | undefined {
  const pattern = f.search ? searchPattern(f.search) : undefined
  return and(
    f.status === undefined ? undefined : eq(submissionRequests.status, f.status),
    f.from ? gte(submissionRequests.createdAt, f.from) : undefined,
    f.to ? lte(submissionRequests.createdAt, f.to) : undefined,
    // The reference is the id's first characters, so it matches only from the start.
    pattern
      ? sql`(${searchable} ~* ${pattern} or ${submissionRequests.id}::text ~* ${`^${pattern}`})`
      : undefined,
  )
}

/** The CSV export's filters as sent: the search is the text typed, not folded. */
export interface SubmissionExportFilter {
  status?: number
  search?: string
  from?: string
  to?: string
}

/** A row of the submissions CSV export. */
export interface SubmissionExportRow {
  id: string
  createdAt: Date
  status: number
  itemCount: number
  firstName: string
  lastName: string
  email: string
  priority: string
}

/** The export's filters: status, free text (title, notes, customer), created from/to. */
function exportWhere({ status, search, from, to }: SubmissionExportFilter): SQL {
  const parts: SQL[] = [sql`true`]
  if (status !== undefined) parts.push(sql`s.status = ${status}`)
  if (search) {
    const p = containsPattern(search)
    parts.push(sql`(s.title ilike ${p} or s.description ilike ${p} or s.customer_notes ilike ${p}
      or s.reviewer_notes ilike ${p} or u.first_name || ' ' || u.last_name ilike ${p} or u.email ilike ${p})`)
  }
  if (from) parts.push(sql`s.created_at >= ${from}`)
  if (to) parts.push(sql`s.created_at <= ${to}`)
  return sql.join(parts, sql` and `)
}

/**
 * The submissions CSV export's query with the pool it runs on: `sendCsv` reads its
 * `SubmissionExportRow`s through a cursor on a connection of its own (ADR 024).
 */
export function submissionsExportQuery(db: Db, f: SubmissionExportFilter) {
  const query = sql`
    select s.id, s.created_at as "createdAt", s.status,
      (select count(*) from submission_items i where i.submission_id = s.id)::int as "itemCount",
      u.first_name as "firstName", u.last_name as "lastName", u.email, s.priority
    from submission_requests s join users u on u.id = s.user_id
    where ${exportWhere(f)}
    order by s.created_at desc, s.id`
  return { db, query }
}

/** One page of submissions, newest first, with the member and item count; and the total matching. */
export async function searchSubmissions(
  db: DbOrTx,
  f: SubmissionFilter,
  page: { offset: number; limit: number },
) {
  // Columns spelled out: drizzle leaves them unqualified inside a raw subquery.
  const itemCount = sql<number>`(select count(*)::int from submission_items i where i.submission_id = "submission_requests"."id")`
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: submissionRequests.id,
        userId: submissionRequests.userId,
        status: submissionRequests.status,
        priority: submissionRequests.priority,
        createdAt: submissionRequests.createdAt,
        submittedAt: submissionRequests.submittedAt,
        itemCount,
        customerId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
      })
      .from(submissionRequests)
      .leftJoin(users, eq(users.id, submissionRequests.userId))
      .where(where(f))
      .orderBy(desc(submissionRequests.createdAt), desc(submissionRequests.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: count() })
      .from(submissionRequests)
      .leftJoin(users, eq(users.id, submissionRequests.userId))
      .where(where(f)),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** Submissions per status over the whole shop (the stat cards), in one statement. */
export async function statusCounts(db: DbOrTx) {
  const of = (status: number) =>
    sql<number>`count(*) filter (where ${submissionRequests.status} = ${status})::int`
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      created: of(0),
      submitted: of(1),
      processing: of(2),
      completed: of(3),
      cancelled: of(4),
    })
    .from(submissionRequests)
  return row!
}

export async function findCustomer(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .where(eq(users.id, userId))
  return row ?? null
}

/** Mails staff sent about a submission, newest first, with the sender's name. */
export async function listSubmissionEmails(db: DbOrTx, submissionId: string) {
  return db
    .select({
      id: submissionEmails.id,
      to: submissionEmails.to,
      subject: submissionEmails.subject,
      body: submissionEmails.body,
      isHtml: submissionEmails.isHtml,
      createdAt: submissionEmails.createdAt,
      sentBy: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
    })
    .from(submissionEmails)
    .innerJoin(users, eq(users.id, submissionEmails.sentBy))
    .where(eq(submissionEmails.submissionId, submissionId))
    .orderBy(desc(submissionEmails.createdAt), desc(submissionEmails.id))
}

export async function insertSubmissionEmail(
  db: DbOrTx,
  values: {
    submissionId: string
    sentBy: string
    to: string
    subject: string
    body: string
    isHtml: boolean
  },
) {
  await db.insert(submissionEmails).values(values)
}

/** Staff's fields of a submission; `updated_at` moves with every change. */
export async function updateStaffFields(
  tx: DbOrTx,
  id: string,
  values: Partial<
    Pick<SubmissionRow, 'status' | 'priority' | 'reviewerNotes' | 'submittedAt' | 'completedAt'>
  >,
) {
  const [row] = await tx
    .update(submissionRequests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(submissionRequests.id, id))
    .returning()
  return row!
}

/** The submission's items, locked: a review and an arrival of the same item run one after the other. */
export async function lockItems(tx: DbOrTx, submissionId: string) {
  return tx.select().from(submissionItems).where(eq(submissionItems.submissionId, submissionId)).for('update')
}

export async function updateItemReview(
  tx: DbOrTx,
  itemId: string,
  values: Pick<ItemRow, 'approvalStatus' | 'pointsAwarded' | 'categoryId'>,
) {
  await tx
    .update(submissionItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(submissionItems.id, itemId))
}

/** Which of these category ids exist. */
export async function existingCategories(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Set<string>()
  const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids))
  return new Set(rows.map((r) => r.id))
}
