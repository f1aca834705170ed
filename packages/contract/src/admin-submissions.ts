import { z } from 'zod'
import { SentEmailDto } from './admin-orders.js'
import { isoTime } from './common.js'
import { paged, pagedQuery } from './paging.js'
import {
  ApprovalStatus,
  SUBMISSION_ITEMS_MAX,
  SUBMISSION_NOTES_MAX,
  SubmissionDto,
  SubmissionStatus,
} from './submissions.js'

/**
 * Staff review of submissions (backoffice spec §2.2, §4, §7 'Staff: submissions') and what the spec
 * leaves open: crediting points when garments arrive, and a shop product made from an item.
 */

/** Page sizes of the staff submissions list (spec §9); 25 is the default. */
export const ADMIN_SUBMISSION_PAGE_SIZES = [10, 25, 50, 100] as const
export const ADMIN_SUBMISSION_PAGE_SIZE_DEFAULT = 25

/** Priorities staff set; '' is 'Ej angiven'. */
export const SUBMISSION_PRIORITIES = ['', 'låg', 'medium', 'hög'] as const
export const SubmissionPriority = z.enum(SUBMISSION_PRIORITIES, { error: 'Välj hög, medium eller låg.' })
export type SubmissionPriority = z.infer<typeof SubmissionPriority>

/** The most points one garment can be given (a guard against a typo of extra zeros). */
export const ITEM_POINTS_MAX = 10_000
export const ItemPoints = z
  .number({ error: 'Poäng ska vara ett heltal.' })
  .int('Poäng ska vara ett heltal.')
  .min(0, 'Poäng kan inte vara negativa.')
  .max(ITEM_POINTS_MAX, `Högst ${ITEM_POINTS_MAX} poäng per plagg.`)

/**
 * Query of `GET /api/submissions-request/paged`: search in title, notes, reviewer notes, the
 * reference (the id's first characters) and the member's name or e-mail; from/to on created.
 */
export const AdminSubmissionSearchQuery = z.object({
  ...pagedQuery({
    pageSizes: ADMIN_SUBMISSION_PAGE_SIZES,
    defaultPageSize: ADMIN_SUBMISSION_PAGE_SIZE_DEFAULT,
  }),
  status: z.union([z.literal(''), z.coerce.number().int().min(0).max(4)]).optional(),
  search: z.string().trim().max(200).optional(),
  from: z.union([z.literal(''), isoTime]).optional(),
  to: z.union([z.literal(''), isoTime]).optional(),
})
export type AdminSubmissionSearchQuery = z.input<typeof AdminSubmissionSearchQuery>

/** The member a submission belongs to, as staff see it; null when the account is gone. */
export const SubmissionCustomerDto = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
})
export type SubmissionCustomerDto = z.infer<typeof SubmissionCustomerDto>

/** One row of the staff list. */
export const AdminSubmissionListItem = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  customer: SubmissionCustomerDto.nullable(),
  status: SubmissionStatus,
  priority: z.string(),
  created: z.string(),
  submitted: z.string().nullable(),
  itemCount: z.number().int(),
  /** Messages from the member staff have not read, on the submission and its items. */
  unreadCount: z.number().int(),
})
export type AdminSubmissionListItem = z.infer<typeof AdminSubmissionListItem>

/** Submissions per status over the whole shop (the stat cards), whatever the filters. */
export const SubmissionStatusCounts = z.object({
  total: z.number().int(),
  created: z.number().int(),
  submitted: z.number().int(),
  processing: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
})
export type SubmissionStatusCounts = z.infer<typeof SubmissionStatusCounts>

export const AdminSubmissionPage = paged(AdminSubmissionListItem).extend({ counts: SubmissionStatusCounts })
export type AdminSubmissionPage = z.infer<typeof AdminSubmissionPage>

/**
 * `GET /api/submissions-request/{id}` as staff see it (an admin who is not the owner): the
 * member's shape plus the customer ('Kunddata ej tillgänglig' when null) and the mails sent.
 */
export const AdminSubmissionDto = SubmissionDto.extend({
  customer: SubmissionCustomerDto.nullable(),
  emails: z.array(SentEmailDto),
})
export type AdminSubmissionDto = z.infer<typeof AdminSubmissionDto>

export const SubmissionStatusParams = z.object({
  id: z.string(),
  status: z.coerce.number().pipe(SubmissionStatus),
})

/** One item's decision. Approving needs points (given here or already set); denying clears them. */
export const ReviewItemBody = z.object({
  id: z.uuid('Ogiltigt artikel-id.'),
  approvalStatus: ApprovalStatus,
  points: ItemPoints.nullable().optional(),
  categoryId: z.uuid('Ogiltig kategori.').nullable().optional(),
})
export type ReviewItemBody = z.infer<typeof ReviewItemBody>

/**
 * `PUT /api/submissions-request/{id}/review`: any field may be left out and stays as it is. Staff
 * may set any approval at any time, except on an item whose points are already credited (409).
 */
export const ReviewSubmissionBody = z.object({
  reviewerNotes: z
    .string()
    .max(SUBMISSION_NOTES_MAX, `Kommentaren får vara högst ${SUBMISSION_NOTES_MAX} tecken.`)
    .optional(),
  priority: SubmissionPriority.optional(),
  items: z.array(ReviewItemBody).max(SUBMISSION_ITEMS_MAX).optional(),
})
export type ReviewSubmissionBody = z.infer<typeof ReviewSubmissionBody>

/**
 * `POST /api/submissions-request/{id}/receive`: the approved garments that arrived and the points
 * for each. Each item is credited exactly once; an item already received is left as it is.
 */
export const ReceiveItemsBody = z.object({
  items: z
    .array(z.object({ id: z.uuid('Ogiltigt artikel-id.'), points: ItemPoints }))
    .min(1, 'Välj minst en artikel som har kommit in.')
    .max(SUBMISSION_ITEMS_MAX),
})
export type ReceiveItemsBody = z.infer<typeof ReceiveItemsBody>

export const ReceiveItemsResult = z.object({
  submission: AdminSubmissionDto,
  /** What this call credited (empty when every item was already received). */
  credited: z.array(z.object({ itemId: z.uuid(), points: z.number().int() })),
  creditedNow: z.number().int(),
})
export type ReceiveItemsResult = z.infer<typeof ReceiveItemsResult>

/** `POST /api/submissions-request/item/{itemId}/product` → 201: the hidden product made from it. */
export const ProductFromItemResult = z.object({ productId: z.uuid() })
export type ProductFromItemResult = z.infer<typeof ProductFromItemResult>

/** The points guide: points a garment of a category usually earns. */
export const PointsGuideEntryDto = z.object({
  categoryId: z.uuid(),
  /** 'Dam › Jackor': the category with its parents. */
  categoryName: z.string(),
  points: z.number().int(),
})
export type PointsGuideEntryDto = z.infer<typeof PointsGuideEntryDto>

/** `PUT /api/admin/points-guide`: the whole guide; a category left out is removed from it. */
export const PointsGuideBody = z.object({
  entries: z
    .array(z.object({ categoryId: z.uuid('Ogiltig kategori.'), points: ItemPoints }))
    .max(200, 'Högst 200 rader i poängguiden.')
    .refine(
      (e) => new Set(e.map((x) => x.categoryId)).size === e.length,
      'En kategori får bara finnas en gång.',
    ),
})
export type PointsGuideBody = z.infer<typeof PointsGuideBody>
