import { z } from 'zod'

/** Orders and submissions sent in during one ISO week (Europe/Stockholm). */
export const DashboardWeek = z.object({
  /** ISO week label, e.g. '2026-W47'. */
  week: z.string(),
  /** The Monday the week starts on (YYYY-MM-DD, Swedish calendar). */
  start: z.string(),
  orders: z.number().int(),
  submissions: z.number().int(),
})
export type DashboardWeek = z.infer<typeof DashboardWeek>

/** Counts per status code 0–4 (index = status). */
const StatusCounts = z.array(z.number().int()).length(5)

/** `GET /api/admin/dashboard`: the back-office's figures in one call. */
export const DashboardDto = z.object({
  /** Submissions per status 0–4 (skapad, inlämnad, behandlas, slutförd, avbruten). */
  submissionsByStatus: StatusCounts,
  /** Orders waiting for staff: status 0 (beställd) and 1 (behandlas). */
  ordersToHandle: z.object({ placed: z.number().int(), processing: z.number().int() }),
  members: z.number().int(),
  activeMemberships: z.number().int(),
  /** Sum of every member's balance in the points ledger. */
  pointsInCirculation: z.number().int(),
  /** Garments a visitor can find in the shop: displayed, available, in a displayed category. */
  garmentsInShop: z.number().int(),
  /** The last 12 ISO weeks, oldest first, the current week last; weeks without any count as 0. */
  weeks: z.array(DashboardWeek),
})
export type DashboardDto = z.infer<typeof DashboardDto>
