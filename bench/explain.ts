import type pg from 'pg'

interface CapturedQuery {
  text: string
  values: unknown[]
  /** The pool it was sent through; EXPLAIN runs there, with that pool's connection settings. */
  pool: pg.Pool
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

/**
 * Records every statement `work` sends through the pools (drizzle and the shop's statements pass
 * `{ text, values }`; the shop sends each statement on its own, no transactions).
 */
async function capture(pools: pg.Pool[], work: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const seen: CapturedQuery[] = []
  const restore = pools.map((pool) => {
    const target = pool as unknown as { query: QueryFn }
    const original = target.query
    target.query = function (this: unknown, config: unknown, ...rest: unknown[]) {
      const c = config as { text?: string; values?: unknown[] } | string
      const text = typeof c === 'string' ? c : c?.text
      const values = (typeof c === 'object' ? c.values : undefined) ?? (rest[0] as unknown[]) ?? []
      if (text) seen.push({ pool, text, values })
      return original.call(this, config, ...rest)
    }
    return () => {
      target.query = original
    }
  })
  try {
    await work()
  } finally {
    for (const r of restore) r()
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

/**
 * Runs `work` once, then EXPLAIN (ANALYZE)s every statement it sent, each on the pool it went
 * through (the search pool's connections carry the search settings).
 */
export async function explainCalls(
  pools: pg.Pool[],
  work: () => Promise<unknown>,
): Promise<ExplainedQuery[]> {
  const out: ExplainedQuery[] = []
  for (const q of await capture(pools, work)) {
    // Read-only work, rolled back all the same: EXPLAIN ANALYZE really runs the statement.
    const client = await q.pool.connect()
    try {
      await client.query('begin')
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
    } finally {
      client.release()
    }
  }
  return out
}
