import type pg from 'pg'
import type { Db } from '../apps/server/src/db/client.js'
import { FUZZY_THRESHOLD } from '../apps/server/src/modules/catalog/shop.repository.js'

interface CapturedQuery {
  text: string
  values: unknown[]
}

interface PlanNode {
  'Node Type': string
  'Index Name'?: string
  'Relation Name'?: string
  Plans?: PlanNode[]
}

export interface ExplainedQuery {
  sql: string
  planningMs: number
  executionMs: number
  /** Scan nodes, e.g. "Index Scan Backward on products_shop_newest_idx". */
  scans: string[]
}

type QueryFn = (config: unknown, ...rest: unknown[]) => unknown

/** Records every statement `work` sends through the pool (drizzle passes `{ text }` plus the values). */
async function capture(pool: pg.Pool, work: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const seen: CapturedQuery[] = []
  const record = (config: unknown, rest: unknown[]) => {
    const c = config as { text?: string; values?: unknown[] } | string
    const text = typeof c === 'string' ? c : c?.text
    if (!text || /^(begin|commit|rollback)\b/i.test(text) || text.includes('set_config')) return
    seen.push({
      text,
      values: (typeof c === 'object' ? c.values : undefined) ?? (rest[0] as unknown[]) ?? [],
    })
  }
  const wrap = (target: { query: QueryFn }) => {
    const original = target.query
    target.query = function (this: unknown, config: unknown, ...rest: unknown[]) {
      record(config, rest)
      return original.call(this, config, ...rest)
    }
    return () => {
      target.query = original
    }
  }
  const unwrapPool = wrap(pool as unknown as { query: QueryFn })
  const connect = pool.connect.bind(pool)
  const unwraps: (() => void)[] = []
  const wrapped = new WeakSet<object>()
  // Transactions (the typo fallback) check a client out with the promise form; pool.query uses
  // the callback form and is recorded above already.
  pool.connect = ((callback?: (...args: unknown[]) => void) => {
    if (callback) return (connect as unknown as (cb: typeof callback) => void)(callback)
    return connect().then((client) => {
      // The pool hands out the same client again (searches run in transactions): wrap it once.
      if (!wrapped.has(client)) {
        wrapped.add(client)
        unwraps.push(wrap(client as unknown as { query: QueryFn }))
      }
      return client
    })
  }) as typeof pool.connect
  try {
    await work()
  } finally {
    pool.connect = connect as typeof pool.connect
    unwrapPool()
    for (const u of unwraps.reverse()) u()
  }
  return seen
}

const scansOf = (node: PlanNode, out: string[] = []): string[] => {
  if (/Scan/.test(node['Node Type']) && (node['Index Name'] || node['Relation Name'])) {
    out.push(`${node['Node Type']} on ${node['Index Name'] ?? node['Relation Name']}`)
  }
  for (const child of node.Plans ?? []) scansOf(child, out)
  return out
}

/** Runs `work` once, then EXPLAIN (ANALYZE)s every statement it sent, with the search settings in force. */
export async function explainCalls(db: Db, work: () => Promise<unknown>): Promise<ExplainedQuery[]> {
  const queries = await capture(db.$client, work)
  const client = await db.$client.connect()
  try {
    const out: ExplainedQuery[] = []
    for (const q of queries) {
      await client.query('begin')
      await client.query(`select set_config('pg_trgm.word_similarity_threshold', $1, true)`, [
        String(FUZZY_THRESHOLD),
      ])
      const { rows } = await client.query(`explain (analyze, format json) ${q.text}`, q.values)
      await client.query('rollback')
      const [plan] = (
        rows[0] as { 'QUERY PLAN': { Plan: PlanNode; 'Planning Time': number; 'Execution Time': number }[] }
      )['QUERY PLAN']
      out.push({
        sql: q.text.replace(/\s+/g, ' ').slice(0, 90),
        planningMs: plan!['Planning Time'],
        executionMs: plan!['Execution Time'],
        scans: scansOf(plan!.Plan),
      })
    }
    return out
  } finally {
    client.release()
  }
}
