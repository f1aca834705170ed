import type { Db } from '../db/client.js'
import { insertCategories } from './categories.js'
import { makeGarment } from './garments.js'
import { createRng } from './prng.js'

const BATCH = 10_000
const DAY_MS = 86_400_000

/**
 * The benchmark catalogue: the demo category tree and `count` generated garments (no images),
 * bulk-inserted 10 000 rows per statement through `unnest` of parallel arrays.
 * A few are hidden, reserved or sold, as in a real shop.
 */
export async function seedLargeCatalogue(db: Db, count: number, seed = 20240601): Promise<void> {
  const rng = createRng(seed)
  const subs = await insertCategories(db)
  const now = Date.now()
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
      cols.created.push(new Date(now - rng.next() * 730 * DAY_MS).toISOString())
    }
    await db.$client.query(
      `insert into products (name, description, price, size, category_id, display, state, created_at)
       select * from unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::uuid[], $6::bool[], $7::text[], $8::timestamptz[])`,
      Object.values(cols),
    )
  }
  await db.$client.query('vacuum analyze products')
  await db.$client.query('analyze categories')
}
