import type { SubmissionDto, SubmissionItemDto, SubmissionItemImageDto } from '@kladbyte/contract'

/** Test data only (imported by *.test.tsx): submissions as the member and staff pages receive them. */

const USER = '33333333-3333-4333-8333-333333333333'

/** A submission with id `aaaaaaa{n}-…`, so its reference reads `aaaaaaa{n}…`. */
export function submission(n: number, overrides: Partial<SubmissionDto> = {}): SubmissionDto {
  const items = overrides.items ?? overrides.submissionRequestItems ?? []
  return {
    id: `aaaaaaa${n}-0000-4000-8000-00000000000${n}`,
    userId: USER,
    status: 0,
    priority: '',
    title: '',
    description: '',
    notes: '',
    reviewerNotes: '',
    created: `2025-10-1${n}T10:00:00.000Z`,
    updated: `2025-10-1${n}T10:00:00.000Z`,
    submitted: null,
    completed: null,
    unreadCount: 0,
    hasUnreadMessages: false,
    creditedTotal: 0,
    ...overrides,
    items,
    submissionRequestItems: items,
  }
}

/** An item of submission `n`, number `i`. */
export function item(n: number, i: number, overrides: Partial<SubmissionItemDto> = {}): SubmissionItemDto {
  return {
    id: `bbbbbbb${n}-0000-4000-8000-00000000000${i}`,
    submissionRequestId: submission(n).id,
    position: i,
    condition: `Skick ${i}`,
    notes: `Noter ${i}`,
    approvalStatus: 'awaiting',
    pointsAwarded: null,
    categoryId: null,
    receivedAt: null,
    creditedPoints: null,
    productId: null,
    created: '2025-10-11T10:00:00.000Z',
    updated: '2025-10-11T10:00:00.000Z',
    images: [],
    hasUnreadComments: false,
    ...overrides,
  }
}

/** A photo of an item. */
export function image(itemId: string, i: number, main = i === 1): SubmissionItemImageDto {
  const imageId = `ccccccc${i}-0000-4000-8000-00000000000${i}`
  return {
    imageId,
    submissionRequestItemId: itemId,
    imageUrl: `/api/media/private/submissions/${imageId}/1280`,
    thumbnailUrl: `/api/media/private/submissions/${imageId}/320`,
    srcset: '',
    main,
    width: 1280,
    height: 960,
  }
}
