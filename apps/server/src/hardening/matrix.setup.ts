import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { createTestContext, type TestContext } from '../test/context.js'
import { type Entry, MATRIX } from './routes.table.js'
import { seedWorld, type World } from './world.js'

/** What a matrix test file works on: an app, the routes it registered and the seeded callers. */
export interface MatrixApp {
  ctx: TestContext
  world: World
  routes: RouteOptions[]
}

/**
 * Starts an app with the seeded world before a matrix file's tests and closes it after them. The
 * returned object is filled in by the time the first test runs. Each file gets its own app, so one
 * file's calls that end sessions (logout, account deletion) never reach another file's callers.
 */
export function useMatrixApp(): MatrixApp {
  const app = { routes: [] as RouteOptions[] } as MatrixApp
  beforeAll(async () => {
    app.ctx = await createTestContext({}, { onRoute: (r) => void app.routes.push(r) })
    app.world = await seedWorld(app.ctx.app, app.ctx.db)
  })
  afterAll(async () => {
    await app.ctx?.close()
  })
  return app
}

export const entryOf = (key: string) => MATRIX[key] as Entry

/** Prints a file's case counts once its tests have run: CI's report of the matrices (ADR 030). */
export function reportCounts(lines: () => string[]) {
  afterAll(() => {
    // biome-ignore lint/suspicious/noConsole: the case counts are this file's report in CI (ADR 030).
    console.log(lines().join('\n'))
  })
}
