import fp from 'fastify-plugin'
import { pointsGuideRoutes } from './points-guide.routes.js'
import { createPointsGuideService } from './points-guide.service.js'

/** The points guide (ADR 027): points per category, public read, staff replace. */
export const pointsGuideModule = fp(
  async (app) => {
    await app.register(pointsGuideRoutes, { guide: createPointsGuideService({ db: app.db }) })
  },
  { name: 'points-guide', dependencies: ['db', 'auth'] },
)
