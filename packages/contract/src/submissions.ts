import { z } from 'zod'

/**
 * Submissions (inlämningar): garments a member sends in (backoffice spec §3, §4, §7).
 * Status: 0 Skapad (ej inlämnad), 1 Inlämnad, 2 Behandlas, 3 Färdig behandlad, 4 Avbruten.
 */
export const SUBMISSION_STATUS = {
  created: 0,
  submitted: 1,
  processing: 2,
  completed: 3,
  cancelled: 4,
} as const
export const SubmissionStatus = z.number().int().min(0).max(4)
export type SubmissionStatus = z.infer<typeof SubmissionStatus>

/** Staff decide an item's approval; a member can never change it. */
export const APPROVAL_STATUSES = ['awaiting', 'approved', 'denied'] as const
export const ApprovalStatus = z.enum(APPROVAL_STATUSES)
export type ApprovalStatus = z.infer<typeof ApprovalStatus>

/** Photos per item, and the largest photo accepted (bytes, before base64). */
export const SUBMISSION_IMAGES_PER_ITEM_MAX = 12
export const SUBMISSION_IMAGE_MAX_BYTES = 15 * 1024 * 1024
export const SUBMISSION_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const
export const SUBMISSION_NOTES_MAX = 4000
export const SUBMISSION_ITEM_CONDITION_MAX = 100
export const SUBMISSION_ITEM_NOTES_MAX = 2000
export const SUBMISSION_ITEMS_MAX = 100

/** An item photo. Served only to the item's owner and to staff (never a public URL). */
export const SubmissionItemImageDto = z.object({
  imageId: z.uuid(),
  submissionRequestItemId: z.uuid(),
  /** The largest rendition: /api/media/private/submissions/{imageId}/{width}. */
  imageUrl: z.string(),
  /** The smallest rendition, for thumbnails. */
  thumbnailUrl: z.string(),
  /** `url 320w, url 640w, ...` for <img srcset>. */
  srcset: z.string(),
  main: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
})
export type SubmissionItemImageDto = z.infer<typeof SubmissionItemImageDto>

export const SubmissionItemDto = z.object({
  id: z.uuid(),
  submissionRequestId: z.uuid(),
  position: z.number().int(),
  condition: z.string(),
  notes: z.string(),
  approvalStatus: ApprovalStatus,
  /** Set by staff when they review the item; null until then. */
  pointsAwarded: z.number().int().nullable(),
  /** The garment type staff chose in the review (points guide default, the product's category). */
  categoryId: z.uuid().nullable(),
  /** When staff confirmed the garment arrived; null until then. */
  receivedAt: z.string().nullable(),
  /** Points credited to the member for this item on arrival (exactly once); null until then. */
  creditedPoints: z.number().int().nullable(),
  /** The shop product made from the item, once staff created it. */
  productId: z.uuid().nullable(),
  created: z.string(),
  updated: z.string(),
  images: z.array(SubmissionItemImageDto),
  /** The item has messages from the other side that the caller has not read. */
  hasUnreadComments: z.boolean(),
})
export type SubmissionItemDto = z.infer<typeof SubmissionItemDto>

export const SubmissionDto = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  status: SubmissionStatus,
  priority: z.string(),
  title: z.string(),
  description: z.string(),
  /** The member's own notes to staff. */
  notes: z.string(),
  /** Staff comments; read-only for the member. */
  reviewerNotes: z.string(),
  created: z.string(),
  updated: z.string(),
  submitted: z.string().nullable(),
  completed: z.string().nullable(),
  /** The items, oldest first; `items` is the same list (the spec reads both names). */
  submissionRequestItems: z.array(SubmissionItemDto),
  items: z.array(SubmissionItemDto),
  /**
   * Messages from the other side (staff for the member, the member for staff) the caller has not
   * read, on the submission and its items together; the list shows 'Nya' without a call per row.
   */
  unreadCount: z.number().int().min(0),
  hasUnreadMessages: z.boolean(),
  /** The points credited for this submission's arrived items, together. */
  creditedTotal: z.number().int().min(0),
})
export type SubmissionDto = z.infer<typeof SubmissionDto>

/** One item in a save: with an id it changes that item, without one it is added. */
export const SaveSubmissionItemBody = z
  .object({
    id: z.uuid().optional(),
    condition: z
      .string()
      .trim()
      .min(1, 'Ange skick för artikeln.')
      .max(SUBMISSION_ITEM_CONDITION_MAX, `Skick får vara högst ${SUBMISSION_ITEM_CONDITION_MAX} tecken.`),
    notes: z
      .string()
      .trim()
      .max(SUBMISSION_ITEM_NOTES_MAX, `Noteringar får vara högst ${SUBMISSION_ITEM_NOTES_MAX} tecken.`)
      .default(''),
  })
  // approvalStatus, pointsAwarded, images… sent by a member are read past, never applied.
  .loose()
export type SaveSubmissionItemBody = z.infer<typeof SaveSubmissionItemBody>

/**
 * PUT /api/submissions-request: the whole submission. Items missing from the list are removed;
 * `items` is read when `submissionRequestItems` is absent; with neither, the items stay as they are.
 * A member may keep the status or cancel (1 or 2 → 4); reviewerNotes, priority and userId are ignored.
 */
export const SaveSubmissionBody = z
  .object({
    id: z.uuid(),
    status: SubmissionStatus,
    notes: z
      .string()
      .max(SUBMISSION_NOTES_MAX, `Anteckningarna får vara högst ${SUBMISSION_NOTES_MAX} tecken.`)
      .default(''),
    title: z.string().max(200).optional(),
    description: z.string().max(SUBMISSION_NOTES_MAX).optional(),
    submissionRequestItems: z.array(SaveSubmissionItemBody).max(SUBMISSION_ITEMS_MAX).optional(),
    items: z.array(SaveSubmissionItemBody).max(SUBMISSION_ITEMS_MAX).optional(),
  })
  .loose()
export type SaveSubmissionBody = z.infer<typeof SaveSubmissionBody>

/** POST /api/submissions-request/item/{itemId}/images: base64 `blob` without a data-URL prefix. */
export const UploadSubmissionImageBody = z
  .object({
    submissionRequestItemId: z.uuid().optional(),
    imageUrl: z.string().optional(),
    main: z.boolean().optional(),
    blob: z.string().min(1, 'Bilden saknas.'),
  })
  .loose()
export type UploadSubmissionImageBody = z.infer<typeof UploadSubmissionImageBody>
