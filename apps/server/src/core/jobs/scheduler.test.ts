import { eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb, type Db } from '../../db/client.js'
import { schedules } from '../../db/schema/index.js'
import { createTestDatabase } from '../../test/context.js'
import { createScheduler } from './scheduler.js'
import { claimRun, finishRun } from './schedules.repository.js'

// Scheduled tasks with several processes (ADR 041): two schedulers, each on a pool of its own,
// stand in for two processes on one database.

const warnings: string[] = []
const log = {
  warn: (_o: unknown, msg: string) => warnings.push(msg),
  error: (_o: unknown, msg: string) => warnings.push(msg),
  info: () => {},
} as unknown as FastifyBaseLogger

let database: Awaited<ReturnType<typeof createTestDatabase>>
let dbA: Db
let dbB: Db
beforeAll(async () => {
  database = await createTestDatabase()
  dbA = createDb(database.url, 4)
  dbB = createDb(database.url, 4)
})
afterAll(async () => {
  await dbA.$client.end()
  await dbB.$client.end()
  await database.drop()
})

const HOUR = 3_600_000
const twoProcesses = (name: string, run: () => Promise<unknown>) => {
  const [a, b] = [dbA, dbB].map((db) => createScheduler({ db, log, pollMs: 60_000, leaseMs: 60_000 }))
  a!.every(name, HOUR, run)
  b!.every(name, HOUR, run)
  return [a!, b!] as const
}
const scheduleRow = async (name: string) =>
  (await dbA.select().from(schedules).where(eq(schedules.name, name)))[0]!
const makeDue = (name: string) =>
  dbA.update(schedules).set({ nextRunAt: sql`now()` }).where(eq(schedules.name, name))

describe('scheduled tasks across processes', () => {
  it('runs a due task once, whichever process claims it, and books the next run a period later', async () => {
    let runs = 0
    const [a, b] = twoProcesses('once', async () => runs++)
    await Promise.all([a.tick(), b.tick()])
    expect(runs).toBe(0) // first due one period after the row is made
    await makeDue('once')
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()])
    expect(runs).toBe(1)
    const row = await scheduleRow('once')
    expect(row).toMatchObject({ runs: 1, failures: 0, lockedUntil: null })
    expect(row.nextRunAt.getTime() - Date.now()).toBeGreaterThan(HOUR - 60_000)
  })

  it('retries a failed run with backoff, capped at the period, and logs it', async () => {
    let calls = 0
    const [a] = twoProcesses('fails', async () => {
      calls++
      throw new Error('databasen svarar inte')
    })
    await a.tick()
    await makeDue('fails')
    await a.tick()
    let row = await scheduleRow('fails')
    expect(row).toMatchObject({ failures: 1, runs: 0, lockedUntil: null })
    expect(row.lastError).toContain('databasen svarar inte')
    const firstWait = row.nextRunAt.getTime() - Date.now()
    expect(firstWait).toBeGreaterThan(25_000)
    expect(firstWait).toBeLessThanOrEqual(30_000)
    expect(warnings).toContain('scheduled task failed, will retry')

    await dbA
      .update(schedules)
      .set({ failures: 20, nextRunAt: sql`now()` })
      .where(eq(schedules.name, 'fails'))
    await a.tick()
    row = await scheduleRow('fails')
    expect(row.failures).toBe(21)
    expect(row.nextRunAt.getTime() - Date.now()).toBeLessThanOrEqual(HOUR)
    expect(row.nextRunAt.getTime() - Date.now()).toBeGreaterThan(HOUR - 60_000)
    expect(warnings).toContain('scheduled task keeps failing')
    expect(calls).toBe(2)
  })

  it('takes over a run whose process died once its lease has passed; the dead run changes nothing', async () => {
    let runs = 0
    const [a, b] = twoProcesses('takeover', async () => runs++)
    await a.tick()
    await makeDue('takeover')
    // A process claims the run and dies.
    const dead = await claimRun(dbA, 'takeover', 60_000)
    expect(dead).not.toBeNull()
    await b.tick()
    expect(runs).toBe(0)

    await dbA.update(schedules).set({ lockedUntil: sql`now()` }).where(eq(schedules.name, 'takeover'))
    await b.tick()
    expect(runs).toBe(1)
    const after = await scheduleRow('takeover')
    await finishRun(dbA, 'takeover', dead!, 1000)
    expect(await scheduleRow('takeover')).toEqual(after)
  })
})
