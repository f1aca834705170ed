import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { submissionRequests } from '../../db/schema/index.js'
import type { TestContext } from '../../test/context.js'
import {
  BASE,
  type Caller,
  callAs,
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

const ALREADY = 'Denna inlämning har redan skickats in.'
const CLOSED = 'Denna inlämning kan inte redigeras eftersom den är färdig behandlad eller avbruten'
const ACTIVE = 'Kan inte ta bort en aktiv inlämning'
const NOT_CANCELLABLE = 'Denna inlämning kan inte avbrytas.'

type Sub = Awaited<ReturnType<typeof seedSubmission>>
interface Action {
  name: string
  run(sub: Sub): Promise<{ statusCode: number; json(): { message?: string; status?: number } }>
}
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  callAs(ctx.app, anna, method, url, body)

const actions: Record<string, Action> = {
  submit: { name: 'submit', run: (s) => call('PUT', `${BASE}/${s.id}/submit`) },
  delete: { name: 'delete', run: (s) => call('DELETE', `${BASE}/${s.id}`) },
  cancel: {
    name: 'cancel (PUT status 4)',
    run: (s) => call('PUT', BASE, { id: s.id, status: 4, notes: '' }),
  },
  editNotes: {
    name: 'edit notes',
    run: (s) => call('PUT', BASE, { id: s.id, status: s.status, notes: 'Ny anteckning' }),
  },
  addItem: {
    name: 'add an item',
    run: (s) =>
      call('PUT', BASE, {
        id: s.id,
        status: s.status,
        notes: '',
        submissionRequestItems: [
          ...s.items.map((i) => ({ id: i.id, condition: i.condition })),
          { condition: 'Ny' },
        ],
      }),
  },
  writeBack: {
    name: 'write back unchanged',
    run: (s) =>
      call('PUT', BASE, {
        id: s.id,
        status: s.status,
        notes: '',
        submissionRequestItems: s.items.map((i) => ({ id: i.id, condition: i.condition, notes: '' })),
      }),
  },
  toSubmitted: { name: 'PUT status 1', run: (s) => call('PUT', BASE, { id: s.id, status: 1, notes: '' }) },
  toCompleted: { name: 'PUT status 3', run: (s) => call('PUT', BASE, { id: s.id, status: 3, notes: '' }) },
  upload: {
    name: 'upload a photo',
    run: async (s) =>
      call('POST', `${BASE}/item/${s.items[0]!.id}/images`, uploadBody(s.items[0]!.id, await photo())),
  },
}

// Each status × each member action: the answer, its message, and the status afterwards.
const table: [number, keyof typeof actions, number, string | null, number][] = [
  [0, 'submit', 200, null, 1],
  [0, 'delete', 204, null, -1],
  [0, 'cancel', 409, NOT_CANCELLABLE, 0],
  [0, 'editNotes', 200, null, 0],
  [0, 'addItem', 200, null, 0],
  [0, 'writeBack', 200, null, 0],
  [0, 'toSubmitted', 409, null, 0],
  [0, 'toCompleted', 409, null, 0],
  [0, 'upload', 201, null, 0],
  ...[1, 2].flatMap((st): [number, keyof typeof actions, number, string | null, number][] => [
    [st, 'submit', 409, ALREADY, st],
    [st, 'delete', 409, ACTIVE, st],
    [st, 'cancel', 200, null, 4],
    [st, 'editNotes', 409, ALREADY, st],
    [st, 'addItem', 409, ALREADY, st],
    [st, 'writeBack', 200, null, st],
    [st, 'toCompleted', 409, null, st],
    [st, 'upload', 409, ALREADY, st],
  ]),
  ...[3, 4].flatMap((st): [number, keyof typeof actions, number, string | null, number][] => [
    [st, 'submit', 409, ALREADY, st],
    [st, 'delete', 409, ACTIVE, st],
    [st, 'cancel', 409, CLOSED, st],
    [st, 'editNotes', 409, CLOSED, st],
    [st, 'addItem', 409, CLOSED, st],
    [st, 'writeBack', 409, CLOSED, st],
    [st, 'toSubmitted', 409, CLOSED, st],
    [st, 'upload', 409, CLOSED, st],
  ]),
]

describe('what a member may do at each status', () => {
  it.each(table)('status %i, %s → %i', async (status, action, code, message, after) => {
    const sub = await seedSubmission(ctx.db, anna.id, { status, items: [{}] })
    const res = await actions[action]!.run(sub)
    expect(res.statusCode).toBe(code)
    if (message) expect(res.json().message).toBe(message)
    const [row] = await ctx.db.select().from(submissionRequests).where(eq(submissionRequests.id, sub.id))
    if (after === -1) expect(row).toBeUndefined()
    else expect(row?.status).toBe(after)
    if (code >= 400) expect(row === undefined || row.customerNotes === '').toBe(true)
  })
})

describe('approved items', () => {
  const approved = () => seedSubmission(ctx.db, anna.id, { items: [{ approvalStatus: 'approved' }, {}] })
  const save = (s: Sub, items: object[]) =>
    call('PUT', BASE, { id: s.id, status: 0, notes: '', submissionRequestItems: items })

  it('cannot be changed', async () => {
    const s = await approved()
    const [a, b] = s.items
    const res = await save(s, [
      { id: a!.id, condition: 'Ändrad' },
      { id: b!.id, condition: b!.condition },
    ])
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Denna artikel är redan godkänd och kan inte redigeras.')
  })

  it('cannot be removed', async () => {
    const s = await approved()
    const res = await save(s, [{ id: s.items[1]!.id, condition: s.items[1]!.condition }])
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Denna artikel är redan godkänd och kan inte tas bort.')
  })

  it('may stay as they are while the others change', async () => {
    const s = await approved()
    const [a, b] = s.items
    const res = await save(s, [
      { id: a!.id, condition: a!.condition, notes: '' },
      { id: b!.id, condition: 'Ändrad' },
    ])
    expect(res.statusCode).toBe(200)
    expect(res.json().items.map((i: { condition: string }) => i.condition)).toEqual([a!.condition, 'Ändrad'])
  })

  it('get no new photos', async () => {
    const s = await approved()
    const id = s.items[0]!.id
    const res = await call('POST', `${BASE}/item/${id}/images`, uploadBody(id, await photo()))
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Denna artikel är redan godkänd och kan inte redigeras.')
  })
})
