import type { DashboardDto } from '@kladbyte/contract'
import type { Db } from '../../db/client.js'
import { countFigures, countWeeks } from './dashboard.repository.js'

export type DashboardService = ReturnType<typeof createDashboardService>

export function createDashboardService({ db }: { db: Db }) {
  return {
    /** The figures and the weekly series as of `now`, read in parallel (two statements). */
    async figures(now = new Date()): Promise<DashboardDto> {
      const [counts, weeks] = await Promise.all([countFigures(db, now), countWeeks(db, now)])
      return {
        submissionsByStatus: counts.submissionsByStatus,
        ordersToHandle: { placed: counts.placed, processing: counts.processing },
        members: counts.members,
        activeMemberships: counts.activeMemberships,
        pointsInCirculation: counts.pointsInCirculation,
        garmentsInShop: counts.garmentsInShop,
        weeks,
      }
    },
  }
}
