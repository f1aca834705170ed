import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, submissionItemImages } from '../../db/schema/index.js'
import type { TestContext } from '../../test/context.js'
import {
  BASE,
  type Caller,
  callAs,
  createCaller,
  photo,
  seedSubmission,
  startSubmissionsTest,
  uploadBody,
} from './submissions.fixtures.js'

let ctx: TestContext
let anna: Caller

beforeAll(async () => {
  ;({ ctx, anna } = await startSubmissionsTest())
})
afterAll(() => ctx.close())

const codes = (answers: { statusCode: number }[]) => answers.map((r) => r.statusCode).sort()

describe('parallel requests on one submission', () => {
  it('two submits at once: exactly one 200, one 409, one receipt', async () => {
    const me = await createCaller(ctx.db)
    const sub = await seedSubmission(ctx.db, me.id, { items: [{}] })
    const answers = await Promise.all(
      [1, 2].map(() => callAs(ctx.app, me, 'PUT', `${BASE}/${sub.id}/submit`)),
    )
    expect(codes(answers)).toEqual([200, 409])
    expect(await ctx.db.select().from(outbox).where(eq(outbox.to, me.email))).toHaveLength(1)
  })

  it('submit and delete at once: one of them wins, never both', async () => {
    const sub = await seedSubmission(ctx.db, anna.id, { items: [{}] })
    const answers = await Promise.all([
      callAs(ctx.app, anna, 'PUT', `${BASE}/${sub.id}/submit`),
      callAs(ctx.app, anna, 'DELETE', `${BASE}/${sub.id}`),
    ])
    expect(codes(answers).filter((c) => c < 300)).toHaveLength(1)
  })

  it('uploads at once never exceed 12 photos per item and never leave two mains', async () => {
    const itemId = (await seedSubmission(ctx.db, anna.id, { items: [{}] })).items[0]!.id
    const data = await photo('png', 40, 30)
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, n) =>
        callAs(ctx.app, anna, 'POST', `${BASE}/item/${itemId}/images`, uploadBody(itemId, data, n % 3 === 0)),
      ),
    )
    expect(codes(answers).filter((c) => c === 201)).toHaveLength(12)
    expect(codes(answers).filter((c) => c === 409)).toHaveLength(3)
    const rows = await ctx.db
      .select()
      .from(submissionItemImages)
      .where(eq(submissionItemImages.itemId, itemId))
    expect(rows).toHaveLength(12)
    expect(rows.filter((r) => r.main)).toHaveLength(1)
    // The refused uploads' files were discarded: only the kept photos' renditions remain.
    const files = await readdir(path.join(ctx.app.media.privateRoot, 'submissions'))
    expect(files).toHaveLength(rows.reduce((n, r) => n + r.widths.length, 0))
  })

  it('the first photos of an item uploaded at once make exactly one main', async () => {
    const itemId = (await seedSubmission(ctx.db, anna.id, { items: [{}] })).items[0]!.id
    const data = await photo('png', 40, 30)
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        callAs(ctx.app, anna, 'POST', `${BASE}/item/${itemId}/images`, uploadBody(itemId, data)),
      ),
    )
    expect(codes(answers)).toEqual([201, 201, 201, 201])
    const rows = await ctx.db
      .select()
      .from(submissionItemImages)
      .where(eq(submissionItemImages.itemId, itemId))
    expect(rows.filter((r) => r.main)).toHaveLength(1)
  })
})
