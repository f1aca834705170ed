import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'

const ms = (n: number) => sql`${n} * interval '1 millisecond'`

/** The task's row, first due one period from now (as the old per-process timers were). */
export async function ensureSchedule(db: DbOrTx, name: string, periodMs: number) {
  await db.execute(sql`
    insert into schedules (name, next_run_at) values (${name}, now() + ${ms(periodMs)})
    on conflict (name) do nothing`)
}

/**
 * Claims the task's run if it is due and nobody holds it: one conditional update, so of several
 * processes trying at once exactly one gets the row (the others re-check it after its commit and
 * find it leased). Returns the run's start, which fences the outcome, or null.
 */
export async function claimRun(db: DbOrTx, name: string, leaseMs: number): Promise<Date | null> {
  const { rows } = await db.execute<{ started: string | Date }>(sql`
    update schedules set locked_until = now() + ${ms(leaseMs)},
      -- Whole milliseconds: the start comes back as a JS Date and must compare equal later.
      last_started_at = date_trunc('milliseconds', now())
    where name = ${name} and next_run_at <= now() and (locked_until is null or locked_until <= now())
    returning last_started_at as started`)
  return rows[0] ? new Date(rows[0].started) : null
}

/** A finished run: due again one period after it started, its failures forgotten. */
export async function finishRun(db: DbOrTx, name: string, started: Date, periodMs: number) {
  await db.execute(sql`
    update schedules set locked_until = null, runs = runs + 1, failures = 0, last_error = null,
      last_finished_at = now(), next_run_at = greatest(last_started_at + ${ms(periodMs)}, now())
    where name = ${name} and last_started_at = ${started}`)
}

/**
 * A failed run: due again after base·2^(failures so far), never later than one period; returns
 * the failures in a row (null: the run was not ours, its lease ran out and another took over).
 */
export async function failRun(
  db: DbOrTx,
  name: string,
  started: Date,
  error: string,
  retry: { baseMs: number; periodMs: number },
) {
  const { rows } = await db.execute<{ failures: number; retry_ms: number }>(sql`
    update schedules set locked_until = null, failures = failures + 1, last_error = ${error.slice(0, 500)},
      last_finished_at = now(),
      next_run_at = now() + least(${retry.baseMs} * power(2, failures), ${retry.periodMs}) * interval '1 millisecond'
    where name = ${name} and last_started_at = ${started}
    returning failures, extract(epoch from next_run_at - now())::float8 * 1000 as retry_ms`)
  return rows[0] ? { failures: rows[0].failures, retryMs: Math.round(rows[0].retry_ms) } : null
}
