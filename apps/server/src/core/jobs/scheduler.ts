import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.js'
import { claimRun, ensureSchedule, failRun, finishRun } from './schedules.repository.js'

export interface Scheduler {
  /** Runs `run` once every `periodMs` across all processes on this database (register before ready). */
  every(name: string, periodMs: number, run: () => Promise<unknown>): void
  /** Runs this process's due tasks now; returns how many it ran. */
  tick(): Promise<number>
  start(): Promise<void>
  stop(): Promise<void>
}

interface Task {
  name: string
  periodMs: number
  run: () => Promise<unknown>
  ensured: boolean
}

/** Failures in a row after which each further one is logged as an error (the task keeps its period). */
export const LOUD_AFTER_FAILURES = 8
const RETRY_BASE_MS = 30_000
const STOP_WAIT_MS = 3_000

/**
 * Scheduled tasks over the `schedules` table (ADR 041): every process polls, one claims a due run
 * with a lease, runs it and books the next. A failed run is retried with exponential backoff,
 * never later than its period, and logged; a periodic task is never dropped.
 */
export function createScheduler(opts: {
  db: Db
  log: FastifyBaseLogger
  pollMs: number
  leaseMs: number
}): Scheduler {
  const tasks: Task[] = []
  let timer: NodeJS.Timeout | undefined
  let running: Promise<number> | null = null
  let stopping = false

  const runTask = async (task: Task): Promise<boolean> => {
    if (!task.ensured) {
      await ensureSchedule(opts.db, task.name, task.periodMs)
      task.ensured = true
    }
    const started = await claimRun(opts.db, task.name, opts.leaseMs)
    if (!started) return false
    try {
      await task.run()
      await finishRun(opts.db, task.name, started, task.periodMs)
    } catch (err) {
      const retry = { baseMs: RETRY_BASE_MS, periodMs: task.periodMs }
      const failed = await failRun(opts.db, task.name, started, String(err), retry)
      const details = { err, task: task.name, ...failed }
      if ((failed?.failures ?? 0) >= LOUD_AFTER_FAILURES)
        opts.log.error(details, 'scheduled task keeps failing')
      else opts.log.warn(details, 'scheduled task failed, will retry')
    }
    return true
  }

  const tickOnce = async () => {
    let ran = 0
    for (const task of tasks) {
      if (stopping) break
      if (await runTask(task)) ran++
    }
    return ran
  }

  const tick = async (): Promise<number> => {
    while (running) await running.catch(() => 0)
    const run = tickOnce().finally(() => {
      running = null
    })
    running = run
    return run
  }

  return {
    every(name, periodMs, run) {
      tasks.push({ name, periodMs, run, ensured: false })
    },
    tick,
    async start() {
      timer = setInterval(() => {
        tick().catch((err) => opts.log.error({ err }, 'scheduler failed'))
      }, opts.pollMs)
      timer.unref()
    },
    async stop() {
      stopping = true
      clearInterval(timer)
      const wait = new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())
      await Promise.race([running?.catch(() => 0), wait])
    },
  }
}
