import type { Db } from '../db/client.js'
import { insertCategories } from './categories.js'
import { makeGarment } from './garments.js'
import { createRng } from './prng.js'

const BATCH = 50_000
const DAY_MS = 86_400_000

/**
 * The benchmark catalogue: the demo category tree and `count` generated garments (no images).
 * A few are hidden, reserved or sold, as in a real shop.
 *
 * Fast at a million (bench/README.md, "Search at a million"): the products' secondary indexes are
 * dropped, rows go in 50 000 per statement through `unnest` of parallel arrays, and each index is
 * then built once from its saved definition. Maintaining the search terms' GIN index row by row
 * was most of the 545 s a million rows took before. All in one transaction: a failure leaves the
 * table as it was, indexes included.
 */
export async function seedLargeCatalogue(db: Db, count: number, seed = 20240601): Promise<void> {
  const rng = createRng(seed)
  const subs = await insertCategories(db)
  const now = Date.now()
  const client = await db.$client.connect()
  try {
    await client.query('begin')
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `select i.indexname as name, i.indexdef as definition from pg_indexes i
       where i.schemaname = current_schema() and i.tablename = 'products'
         and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    )
    for (const i of indexes) await client.query(`drop index ${quoteIdent(i.name)}`)
    for (let start = 0; start < count; start += BATCH) {
      const n = Math.min(BATCH, count - start)
      const cols = {
        name: [] as string[],
        description: [] as string[],
        price: [] as number[],
        size: [] as string[],
        category: [] as string[],
        display: [] as boolean[],
        state: [] as string[],
        created: [] as string[],
      }
      for (let i = 0; i < n; i++) {
        const sub = rng.pick(subs)
        const g = makeGarment(rng, sub)
        cols.name.push(g.name)
        cols.description.push(g.description)
        cols.price.push(g.price)
        cols.size.push(g.size)
        cols.category.push(sub.id)
        cols.display.push(rng.chance(0.97))
        cols.state.push(
          rng.weighted([
            ['available', 90],
            ['reserved', 4],
            ['sold', 6],
          ]),
        )
        // Created over two years in the order they are inserted, as a shop receives them: the
        // table's order then follows age as it does in production (newest garments together at
        // the end), which newest-first listing of a common search word relies on (ADR 044).
        const age = 1 - (start + i + rng.next()) / count
        cols.created.push(new Date(now - age * 730 * DAY_MS).toISOString())
      }
      await client.query(
        `insert into products (name, description, price, size, category_id, display, state, created_at)
         select * from unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::uuid[], $6::bool[], $7::text[], $8::timestamptz[])`,
        Object.values(cols),
      )
    }
    // Room to sort in memory, and PostgreSQL 18's parallel workers for the GIN builds.
    await client.query(`set local maintenance_work_mem = '256MB'`)
    for (const i of indexes) await client.query(i.definition)
    await client.query('commit')
  } catch (err) {
    await client.query('rollback')
    throw err
  } finally {
    client.release()
  }
  await db.$client.query('vacuum analyze products')
  await db.$client.query('analyze categories')
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`
