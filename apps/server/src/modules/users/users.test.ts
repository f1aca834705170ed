import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberships, pointsLedger, sessions, users } from '../../db/schema/index.js'
import { hashToken } from '../../plugins/session.store.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createUser, sessionHeaders, TEST_PASSWORD } from '../../test/factories.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const userContext = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/Users/UserContext', headers })
const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload as object })

describe('GET /api/Users/UserContext', () => {
  it('answers the whole user to its owner, with membership and points', async () => {
    const user = await createUser(ctx.db, { isAdmin: true })
    const headers = await sessionHeaders(ctx.db, user.id)
    const res = await userContext(headers)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json()).toEqual({
      id: user.id,
      email: user.email,
      firstName: 'Anna',
      lastName: 'Andersson',
      socialSecurityNumber: '198112189876',
      phone: '070-123 45 67',
      address: 'Storgatan 1',
      city: 'Stockholm',
      postalCode: '111 22',
      region: 'Stockholms län',
      country: 'Sverige',
      isAdmin: true,
      emailVerified: true,
      hasSubscription: false,
      points: 0,
    })
  })

  it('reports an active membership and the ledger balance', async () => {
    const user = await createUser(ctx.db)
    await ctx.db.insert(memberships).values({
      userId: user.id,
      provider: 'test',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    })
    await ctx.db.insert(pointsLedger).values([
      { userId: user.id, delta: 120, reason: 'submission', sourceRef: `t1:${user.id}` },
      { userId: user.id, delta: -45, reason: 'order', sourceRef: `t2:${user.id}` },
    ])
    const res = await userContext(await sessionHeaders(ctx.db, user.id))
    expect(res.json()).toMatchObject({ hasSubscription: true, points: 75 })
  })

  it('answers 401 to a visitor', async () => {
    const res = await userContext()
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ error: 'unauthorized', message: expect.any(String) })
  })
})

describe('POST /api/Users/saveContext', () => {
  it('changes only the editable fields (trimmed) and ignores everything else', async () => {
    const user = await createUser(ctx.db)
    const headers = await sessionHeaders(ctx.db, user.id)
    const before = (await userContext(headers)).json()
    const res = await post('/api/Users/saveContext', headers, {
      ...before,
      firstName: '  Annika ',
      lastName: 'Bengtsson',
      phone: '073-999 88 77',
      address: 'Nygatan 5',
      city: 'Malmö',
      postalCode: '211 11',
      region: 'Skåne län',
      email: 'kapad@example.com',
      socialSecurityNumber: '190001019999',
      isAdmin: true,
      emailVerified: false,
      country: 'Danmark',
      points: 100_000,
      hasSubscription: true,
      id: '00000000-0000-0000-0000-000000000000',
      passwordHash: 'x',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      ...before,
      firstName: 'Annika',
      lastName: 'Bengtsson',
      phone: '073-999 88 77',
      address: 'Nygatan 5',
      city: 'Malmö',
      postalCode: '211 11',
      region: 'Skåne län',
    })
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({
      email: user.email,
      personnummer: '198112189876',
      isAdmin: false,
      emailVerified: true,
      country: 'Sverige',
      passwordHash: user.passwordHash,
      firstName: 'Annika',
    })
  })

  it('leaves missing fields unchanged and allows emptying optional ones', async () => {
    const user = await createUser(ctx.db)
    const headers = await sessionHeaders(ctx.db, user.id)
    const res = await post('/api/Users/saveContext', headers, { region: '', phone: null })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ firstName: 'Anna', region: '', phone: '070-123 45 67' })
  })

  it.each([
    [{ firstName: '   ' }, 'Fyll i förnamn.'],
    [{ lastName: '' }, 'Fyll i efternamn.'],
    [{ firstName: 'x'.repeat(101) }, 'Fältet förnamn får vara högst 100 tecken långt.'],
    [{ city: 7 }, 'Staden måste vara text.'],
  ])('rejects %o with 400 and changes nothing', async (payload, message) => {
    const user = await createUser(ctx.db)
    const headers = await sessionHeaders(ctx.db, user.id)
    const res = await post('/api/Users/saveContext', headers, { firstName: 'Ny', ...payload })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'validation', message })
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id))
    expect(row!.firstName).toBe('Anna')
  })

  it('answers 401 to a visitor', async () => {
    const res = await post('/api/Users/saveContext', {}, { firstName: 'X', lastName: 'Y' })
    expect(res.statusCode).toBe(401)
  })
})

describe('POST /api/Users/changePassword', () => {
  const change = (headers: Record<string, string>, payload: unknown) =>
    post('/api/Users/changePassword', headers, payload)
  const login = (username: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/Authentication/authenticate',
      payload: { username, password },
    })

  it('changes the password, keeps this session and ends every other one', async () => {
    const user = await createUser(ctx.db)
    const headers = await sessionHeaders(ctx.db, user.id)
    const other = await sessionHeaders(ctx.db, user.id)
    const bearer = (await login(user.email, TEST_PASSWORD)).json().token as string

    const res = await change(headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'NyttLösen99',
      confirmPassword: 'NyttLösen99',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: 'Kontouppgifterna har uppdaterats.' })

    const left = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))
    expect(left.map((s) => s.tokenHash)).toEqual([hashToken(headers.cookie.replace('Authorization=', ''))])
    expect((await userContext(headers)).statusCode).toBe(200)
    expect((await userContext(other)).statusCode).toBe(401)
    expect((await userContext({ authorization: `Bearer ${bearer}` })).statusCode).toBe(401)

    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401)
    expect((await login(user.email, 'NyttLösen99')).statusCode).toBe(200)
  })

  it.each([
    [
      { currentPassword: 'fel-lösenord', newPassword: 'NyttLösen99', confirmPassword: 'NyttLösen99' },
      'Nuvarande lösenord är fel.',
    ],
    [
      { currentPassword: TEST_PASSWORD, newPassword: 'NyttLösen99', confirmPassword: 'NyttLösen98' },
      'Lösenorden matchar inte.',
    ],
    [
      { currentPassword: TEST_PASSWORD, newPassword: 'kort', confirmPassword: 'kort' },
      'Lösenordet måste vara minst 8 tecken långt.',
    ],
    [{ newPassword: 'NyttLösen99', confirmPassword: 'NyttLösen99' }, 'Fyll i nuvarande lösenord.'],
    [{ currentPassword: TEST_PASSWORD, newPassword: '', confirmPassword: '' }, 'Fyll i nytt lösenord.'],
  ])('refuses %o with 400 and keeps the old password and sessions', async (payload, message) => {
    const user = await createUser(ctx.db)
    const headers = await sessionHeaders(ctx.db, user.id)
    const other = await sessionHeaders(ctx.db, user.id)
    const res = await change(headers, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ message })
    expect((await userContext(other)).statusCode).toBe(200)
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id))
    expect(row!.passwordHash).toBe(user.passwordHash)
  })

  it('answers 401 to a visitor', async () => {
    const res = await change(
      {},
      { currentPassword: 'a', newPassword: 'NyttLösen99', confirmPassword: 'NyttLösen99' },
    )
    expect(res.statusCode).toBe(401)
  })
})
