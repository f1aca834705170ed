import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { saveProductImage } from '../core/media/media.service.js'
import type { MediaStore } from '../core/media/media.store.js'
import type { Db } from '../db/client.js'
import { products } from '../db/schema/index.js'
import { seedDemoAccounts } from './accounts.js'
import { garmentSvg } from './artwork.js'
import { insertCategories } from './categories.js'
import { makeGarment } from './garments.js'
import { createRng } from './prng.js'

export const DEMO_GARMENTS = 220
const IMAGE_CONCURRENCY = 3
// Flat drawings compress well at the lowest effort, which keeps seeding well under a minute.
const SEED_WEBP_EFFORT = 0

export interface SeedReport {
  catalogue: boolean
  categories: number
  products: number
  images: number
  accounts: number
  ms: number
}

/** True when the database already has a catalogue (demo or real): demo data is never mixed in. */
export async function hasCatalogue(db: Db): Promise<boolean> {
  const { rows } = await db.execute(
    sql`select exists (select 1 from categories) or exists (select 1 from products) as found`,
  )
  return Boolean(rows[0]?.found)
}

async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: limit }, worker))
}

/**
 * The demo shop: categories (Dam, Barn, Herr, Accessoarer with subcategories), 220 garments with
 * Swedish names, descriptions, sizes and prices, 1–4 drawn images each (through the real image
 * pipeline), and the two demo accounts. Deterministic; skips whatever already exists.
 */
export async function seedDemo(db: Db, media: MediaStore, log: (msg: string) => void = () => {}) {
  const started = Date.now()
  const report: SeedReport = { catalogue: false, categories: 0, products: 0, images: 0, accounts: 0, ms: 0 }
  if (await hasCatalogue(db)) {
    log('demo: the database already has a catalogue; categories and products are left as they are')
  } else {
    const rng = createRng(20240601)
    const subs = await insertCategories(db)
    const now = Date.now()
    const garments = Array.from({ length: DEMO_GARMENTS }, (_, i) => {
      const sub = subs[i % subs.length]!
      return {
        sub,
        garment: makeGarment(rng, sub),
        images: rng.weighted([
          [1, 40],
          [2, 35],
          [3, 15],
          [4, 10],
        ]),
      }
    })
    const rows = await db
      .insert(products)
      .values(
        garments.map(({ sub, garment }, i) => ({
          name: garment.name,
          description: garment.description,
          price: garment.price,
          size: garment.size,
          categoryId: sub.id,
          // Spread over the last weeks, newest first in the order generated.
          createdAt: new Date(now - i * 53 * 60_000),
        })),
      )
      .returning({ id: products.id })
    await eachLimited(
      rows.map((row, i) => ({ id: row.id, index: i, ...garments[i]! })),
      IMAGE_CONCURRENCY,
      async ({ id, index, garment, images }) => {
        for (let view = 0; view < images; view++) {
          const svg = garmentSvg({ ...garment, view, variant: index })
          const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer()
          await saveProductImage(db, media, id, png, { effort: SEED_WEBP_EFFORT })
          report.images++
        }
        report.products++
      },
    )
    Object.assign(report, {
      catalogue: true,
      categories: subs.length + new Set(subs.map((s) => s.topName)).size,
    })
    await db.execute(sql`analyze products`)
  }
  report.accounts = await seedDemoAccounts(db)
  report.ms = Date.now() - started
  log(
    `demo: ${report.categories} categories, ${report.products} garments, ${report.images} images, ${report.accounts} accounts in ${(report.ms / 1000).toFixed(1)} s`,
  )
  return report
}
