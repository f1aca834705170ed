import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import type { Db } from '../../db/client.js'
import { submissionItems, submissionRequests } from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createUser, sessionHeaders } from '../../test/factories.js'

// Test-only builders for the submissions tests.

export interface Caller {
  id: string
  email: string
  headers: Record<string, string>
}

/** A signed-in member, or staff with `admin`. */
export async function createCaller(db: Db, { admin = false } = {}): Promise<Caller> {
  const user = await createUser(db, { isAdmin: admin })
  return { id: user.id, email: user.email, headers: await sessionHeaders(db, user.id) }
}

/** The submission calls' common path. */
export const BASE = '/api/submissions-request'

/** A test file's app on a fresh database, with two members (anna, bo) and one of staff. */
export async function startSubmissionsTest(env: Record<string, string> = {}) {
  const ctx: TestContext = await createTestContext(env)
  const [anna, bo, staff] = await Promise.all([
    createCaller(ctx.db),
    createCaller(ctx.db),
    createCaller(ctx.db, { admin: true }),
  ])
  return { ctx, anna, bo, staff }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** One API call as `who` (a visitor without). */
export function callAs(
  app: FastifyInstance,
  who: Caller | undefined,
  method: Method,
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: { ...who?.headers }, payload })
}

/** A submission written straight to the database at any status, with items (condition → approval). */
export async function seedSubmission(
  db: Db,
  userId: string,
  {
    status = 0,
    items = [],
  }: {
    status?: number
    items?: { condition?: string; approvalStatus?: 'awaiting' | 'approved' | 'denied' }[]
  } = {},
) {
  const [sub] = await db.insert(submissionRequests).values({ userId, status }).returning()
  const rows = items.length
    ? await db
        .insert(submissionItems)
        .values(
          items.map((i, n) => ({
            submissionId: sub!.id,
            position: n,
            condition: i.condition ?? `Skick ${n + 1}`,
            approvalStatus: i.approvalStatus ?? 'awaiting',
          })),
        )
        .returning()
    : []
  return { ...sub!, items: rows }
}

/** A plain photo of a garment in a given format. */
export function photo(format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' = 'jpeg', width = 400, height = 300) {
  return sharp({ create: { width, height, channels: 3, background: '#7a4b94' } })
    .toFormat(format)
    .toBuffer()
}

/** A phone photo: stored sideways (600 × 400) with EXIF orientation 6 (turn a quarter) and a GPS position. */
export function phonePhoto() {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#3a7d44' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Telefon', Model: 'Kamera 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '59/1 19/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '18/1 4/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer()
}

/** The upload body the spec's client sends. */
export const uploadBody = (itemId: string, data: Buffer, main = false) => ({
  submissionRequestItemId: itemId,
  imageUrl: '',
  main,
  blob: data.toString('base64'),
})
