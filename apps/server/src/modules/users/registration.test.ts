import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authAttempts, emailTokens, outbox, users } from '../../db/schema/index.js'
import { hashToken } from '../../plugins/session.store.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { hashPassword, THROTTLE_LIMITS } from '../auth/public.js'
import { registrationForm as form, mailedToken } from './registration.fixtures.js'

const ADMIN = 'chef@kladbyte.test'
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_EMAILS: `annan@kladbyte.test, ${ADMIN.toUpperCase()}` })
})
afterAll(() => ctx.close())

// Each call from an address of its own, unless a test asks for one: registration is throttled per address.
const newAddress = () => `10.50.${randomBytes(1)[0]}.${randomBytes(1)[0]}`
const register = (payload: unknown, remoteAddress = newAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/api/Users/register', payload: payload as object, remoteAddress })
// The first wait past the free attempts (ADR 048).
const TOO_MANY = 'För många försök. Vänta 30 sekunder och försök igen.'

describe('POST /api/Users/register', () => {
  it('creates the account, a hashed 48 h token and the verification mail, answering 201', async () => {
    const body = form({
      email: '  Sara.Berg@Example.COM ',
      country: 'Norge',
      socialSecurityNumber: '8112189876',
    })
    const res = await register(body)
    expect(res.statusCode).toBe(201)
    const answer = res.json()
    expect(answer).toEqual({
      success: true,
      message: 'Vi har skickat ett mejl till din e-postadress. Följ länken i mejlet för att gå vidare.',
      data: {
        id: expect.any(String),
        email: 'sara.berg@example.com',
        firstName: 'Sara',
        lastName: 'Berg',
        socialSecurityNumber: '198112189876',
        phone: '070-111 22 33',
        address: 'Lillgatan 2',
        city: 'Uppsala',
        postalCode: '753 20',
        region: 'Uppsala län',
        country: 'Sverige',
        isAdmin: false,
        emailVerified: false,
        hasSubscription: false,
        points: 0,
      },
    })
    expect(JSON.stringify(answer)).not.toMatch(/password|hash|token/i)

    const [row] = await ctx.db.select().from(users).where(eq(users.id, answer.data.id))
    expect(row).toMatchObject({
      email: 'sara.berg@example.com',
      country: 'Sverige',
      personnummer: '198112189876',
    })
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/)

    const token = await mailedToken(ctx.db, 'sara.berg@example.com', 'verify-email')
    const [stored] = await ctx.db.select().from(emailTokens).where(eq(emailTokens.userId, answer.data.id))
    expect(stored).toMatchObject({ tokenHash: hashToken(token), purpose: 'verify-email', usedAt: null })
    const hours = (stored!.expiresAt.getTime() - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(47.9)
    expect(hours).toBeLessThanOrEqual(48)
    const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.to, 'sara.berg@example.com'))
    expect(mail!.subject).toMatch(/Bekräfta din e-postadress/)
    expect(mail!.text).toContain(`http://localhost:3000/verify-email/${token}`)
    expect(mail!.html).toContain(`http://localhost:3000/verify-email/${token}`)
    expect(mail!.status).toBe('pending')
  })

  it('does not make an address in ADMIN_EMAILS staff before it is verified (staff-rights.test.ts)', async () => {
    const res = await register(form({ email: 'Chef@KladByte.test' }))
    expect(res.statusCode).toBe(201)
    expect(res.json().data.isAdmin).toBe(false)
    const [row] = await ctx.db.select().from(users).where(eq(users.email, ADMIN))
    expect(row!.isAdmin).toBe(false)
  })

  it.each([
    ['email', 'Fyll i e-postadress.'],
    ['password', 'Fyll i lösenord.'],
    ['confirmPassword', 'Fyll i lösenordet igen.'],
    ['socialSecurityNumber', 'Fyll i personnummer.'],
    ['firstName', 'Fyll i förnamn.'],
    ['lastName', 'Fyll i efternamn.'],
    ['phone', 'Fyll i telefonnummer.'],
    ['address', 'Fyll i adress.'],
    ['city', 'Fyll i stad.'],
    ['postalCode', 'Fyll i postnummer.'],
    ['region', 'Fyll i län.'],
    ['country', 'Fyll i land.'],
  ])('requires %s', async (field, message) => {
    // Passwords are not trimmed (spaces are allowed in them); other fields are.
    const blanks = field.toLowerCase().includes('password')
      ? [undefined, '', null, 42]
      : [undefined, '', '   ', null, 42]
    for (const value of blanks) {
      const res = await register(form({ [field]: value }))
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ success: false, error: 'validation', message })
    }
  })

  it.each([
    [{ password: 'kort123', confirmPassword: 'kort123' }, 'Lösenordet måste vara minst 8 tecken långt.'],
    [{ confirmPassword: 'Hemligt124' }, 'Lösenorden matchar inte.'],
    [{ email: 'inte-en-adress' }, 'Ange en giltig e-postadress.'],
    [{ email: 'a@b' }, 'Ange en giltig e-postadress.'],
    [{ socialSecurityNumber: '19811218987' }, 'Personnumret måste vara 12 tecken långt.'],
    [{ socialSecurityNumber: '811318-9876' }, 'Personnumret innehåller inget giltigt datum.'],
    [{ socialSecurityNumber: '811218-9875' }, 'Personnumret är ogiltigt (fel kontrollsiffra).'],
    [
      { socialSecurityNumber: '8112x89876' },
      "Personnumret får bara innehålla siffror och ett '-' eller '+'.",
    ],
  ])('rejects %o', async (overrides, message) => {
    const res = await register(form(overrides))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, error: 'validation', message })
  })

  it.each([
    ['811218+9876', '188112189876'],
    ['811278-9873', '198112789873'],
    ['198112789873', '198112789873'],
  ])('accepts personnummer %s and stores %s', async (pnr, stored) => {
    const res = await register(form({ socialSecurityNumber: pnr }))
    expect(res.statusCode).toBe(201)
    expect(res.json().data.socialSecurityNumber).toBe(stored)
  })

  it('answers a taken e-mail (any case) exactly like a new one, and mails its owner instead', async () => {
    const email = `upptagen-${Date.now()}@example.com`
    const first = await register(form({ email }))
    expect(first.statusCode).toBe(201)
    const [owner] = await ctx.db.select().from(users).where(eq(users.email, email))

    const fresh = await register(form({ email: `ny-${Date.now()}@example.com`, firstName: 'Annan' }))
    const taken = await register(form({ email: email.toUpperCase(), firstName: 'Annan' }))
    expect(taken.statusCode).toBe(201)
    const anonymous = (body: { data: object }) => ({ ...body, data: { ...body.data, id: 'id', email: 'e' } })
    expect(anonymous(taken.json())).toEqual(anonymous(fresh.json()))
    expect(taken.json().data.email).toBe(email)
    // The id is a fresh one that names no account, not the owner's.
    const id = taken.json().data.id
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(await ctx.db.select().from(users).where(eq(users.id, id))).toEqual([])

    const rows = await ctx.db.select().from(users).where(sql`lower(${users.email}) = ${email}`)
    expect(rows).toEqual([owner])
    const mails = await ctx.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.id)
    expect(mails.map((m) => m.subject)).toEqual([
      'Bekräfta din e-postadress hos Klädbyte',
      'Någon försökte skapa ett konto med din e-postadress hos Klädbyte',
    ])
    const notice = mails[1]!
    expect(notice.text).toContain('Hej Sara!')
    expect(notice.text).toContain('Du har redan ett konto hos oss, så inget nytt konto skapades.')
    expect(notice.text).toContain('http://localhost:3000/lost-password')
    expect(notice.html).toContain('href="http://localhost:3000/lost-password"')
    expect(notice.text).not.toMatch(/reset-password|verify-email/)
  })

  it('hashes the password for a taken e-mail too, so its answer is not quicker', async () => {
    const times = async (work: () => Promise<unknown>) => {
      const spent: number[] = []
      for (let i = 0; i < 3; i++) {
        const t0 = performance.now()
        await work()
        spent.push(performance.now() - t0)
      }
      return Math.min(...spent)
    }
    const hashing = await times(() => hashPassword('Hemligt123'))
    const owners = await Promise.all([0, 1, 2].map(async () => (await register(form())).json().data.email))
    let i = 0
    const taken = await times(() => register(form({ email: owners[i++] })))
    expect(taken).toBeGreaterThan(hashing * 0.5)
  })

  it('lets exactly one of two parallel registrations of one e-mail through, both answered alike', async () => {
    const email = `samtidig-${Date.now()}@example.com`
    const results = await Promise.all([
      register(form({ email })),
      register(form({ email: email.toUpperCase() })),
    ])
    expect(results.map((r) => r.statusCode)).toEqual([201, 201])
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(1)
    const subjects = (await ctx.db.select().from(outbox).where(eq(outbox.to, email))).map((m) => m.subject)
    expect(subjects.sort()).toEqual([
      'Bekräfta din e-postadress hos Klädbyte',
      'Någon försökte skapa ett konto med din e-postadress hos Klädbyte',
    ])
  })

  it('refuses registrations from an address past its limit with 429, creating nothing', async () => {
    const address = newAddress()
    const limit = THROTTLE_LIMITS.register.address
    expect(limit).toBeLessThanOrEqual(25)
    await ctx.db
      .insert(authAttempts)
      .values(Array.from({ length: limit - 1 }, () => ({ scope: 'register:address', key: address })))
    const last = await register(form(), address)
    expect(last.statusCode).toBe(201)
    const email = `for-manga-${Date.now()}@example.com`
    const refused = await register(form({ email }), address)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ success: false, error: 'too_many_requests', message: TOO_MANY })
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([])
    expect(await ctx.db.select().from(outbox).where(eq(outbox.to, email))).toEqual([])
    // Another address is not held back.
    expect((await register(form())).statusCode).toBe(201)
  })

  it('mails the owner of one address a bounded number of times, whatever the client addresses', async () => {
    const email = (await register(form())).json().data.email
    for (let i = 1; i < THROTTLE_LIMITS.register.account; i++) {
      expect((await register(form({ email }))).statusCode).toBe(201)
    }
    const refused = await register(form({ email }))
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toBe(TOO_MANY)
    const notices = await ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), sql`${outbox.subject} like 'Någon försökte%'`))
    expect(notices).toHaveLength(THROTTLE_LIMITS.register.account - 1)
  })

  it('answers a body that is not an object with the error shape', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Users/register',
      headers: { 'content-type': 'application/json' },
      payload: '"hej"',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, error: 'validation', message: 'Ogiltig begäran.' })
  })

  it('answers malformed JSON and a wrong content type with success: false too', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/Users/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expect(broken.statusCode).toBe(400)
    expect(broken.json()).toEqual({ success: false, error: 'bad_request', message: 'Ogiltig begäran.' })
    const xml = await ctx.app.inject({
      method: 'POST',
      url: '/api/Users/register',
      headers: { 'content-type': 'application/xml' },
      payload: '<user/>',
    })
    expect(xml.statusCode).toBe(415)
    expect(xml.json()).toMatchObject({ success: false, error: 'unsupported_media' })
  })
})
