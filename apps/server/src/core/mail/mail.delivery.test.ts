import { eq, sql } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox } from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { MAX_ATTEMPTS } from './outbox.js'

interface CaughtMail {
  to: string[]
  messageId: string
  subject: string
  text: string
  html: string
}

/** A real SMTP server on 127.0.0.1 that keeps mails in memory and can refuse the next N. */
async function startSmtpSink() {
  const sink = { mails: [] as CaughtMail[], refuseNext: 0, url: '', close: async () => {} }
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        if (sink.refuseNext > 0) {
          sink.refuseNext--
          return callback(Object.assign(new Error('Försök igen senare'), { responseCode: 451 }))
        }
        const to = session.envelope.rcptTo.map((r) => r.address)
        sink.mails.push({ to, ...parseMail(Buffer.concat(chunks).toString('utf8')) })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.server.address()
  sink.url = `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return sink
}

const decodeQp = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  ).toString('utf8')

/** Just enough MIME for nodemailer's output: encoded subject, text and HTML parts (QP or base64). */
function parseMail(raw: string) {
  const subjectRaw = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? ''
  const subject = subjectRaw
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQp(text.replace(/_/g, ' ')),
    )
  const part = (type: string) => {
    const m = new RegExp(
      `Content-Type: ${type}[^\\r\\n]*\\r?\\n(?:Content-Transfer-Encoding: (\\S+)\\r?\\n)?\\r?\\n([\\s\\S]*?)(?:\\r?\\n--|$)`,
      'i',
    ).exec(raw)
    if (!m) return ''
    return m[1]?.toLowerCase() === 'base64' ? Buffer.from(m[2]!, 'base64').toString('utf8') : decodeQp(m[2]!)
  }
  const messageId = /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? ''
  return { subject, messageId, text: part('text/plain'), html: part('text/html') }
}

let sink: Awaited<ReturnType<typeof startSmtpSink>>
let ctx: TestContext
beforeAll(async () => {
  sink = await startSmtpSink()
  ctx = await createTestContext({ SMTP_URL: sink.url, PUBLIC_URL: 'http://127.0.0.1:4173' })
})
afterAll(async () => {
  await ctx.close()
  await sink.close()
})

const register = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Users/register',
    payload: {
      email,
      password: 'Hemligt123',
      confirmPassword: 'Hemligt123',
      socialSecurityNumber: '811218-9876',
      firstName: 'Märta',
      lastName: 'Öberg',
      phone: '070-000 00 00',
      address: 'Ågatan 3',
      city: 'Örebro',
      postalCode: '702 10',
      region: 'Örebro län',
      country: 'Sverige',
    },
  })
const outboxRow = async (to: string) => (await ctx.db.select().from(outbox).where(eq(outbox.to, to)))[0]!

describe('mail delivery over SMTP', () => {
  it('delivers the verification mail, and its link verifies the e-mail', async () => {
    const email = 'marta@example.com'
    expect((await register(email)).statusCode).toBe(201)
    await ctx.app.mail.flush()

    const mail = sink.mails.find((m) => m.to.includes(email))!
    expect(mail.subject).toBe('Bekräfta din e-postadress hos Klädbyte')
    expect(mail.text).toContain('Hej Märta!')
    expect(mail.html).toContain('Hej Märta!')
    const link = /http:\/\/127\.0\.0\.1:4173\/verify-email\/([\w-]+)/.exec(mail.text)
    expect(link).not.toBeNull()
    expect(mail.html).toContain(link![0])
    // Each claim counts as an attempt (ADR 041); the Message-ID comes from the outbox row.
    const row = await outboxRow(email)
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, lockedUntil: null })
    expect(mail.messageId).toBe(`<outbox.${row.id}.${row.createdAt.getTime()}@kladbyte.se>`)

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/emailVerification/verifyEmail',
      payload: { token: link![1] },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: 'Email verifierad.' })
  })

  it('keeps a refused mail pending with backoff, then sends it when due', async () => {
    const email = 'retry@example.com'
    sink.refuseNext = 1
    expect((await register(email)).statusCode).toBe(201)
    await ctx.app.mail.flush()

    const failed = await outboxRow(email)
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null })
    expect(failed.lastError).toMatch(/451/)
    const delay = failed.nextAttemptAt.getTime() - Date.now()
    expect(delay).toBeGreaterThan(25_000)
    expect(delay).toBeLessThanOrEqual(30_000)
    expect(sink.mails.some((m) => m.to.includes(email))).toBe(false)

    // Not due yet: a flush leaves it alone.
    await ctx.app.mail.flush()
    expect((await outboxRow(email)).attempts).toBe(1)

    await ctx.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.to, email))
    await ctx.app.mail.flush()
    expect(await outboxRow(email)).toMatchObject({ status: 'sent', attempts: 2 })
    expect(sink.mails.filter((m) => m.to.includes(email))).toHaveLength(1)
  })

  it('sends a mail queued while a run is under way on the next flush', async () => {
    const email = 'mitt-i@example.com'
    const running = ctx.app.mail.flush()
    await ctx.db.insert(outbox).values({ to: email, subject: 'Hej', text: 'Hej!', html: '<p>Hej!</p>' })
    await ctx.app.mail.flush()
    await running
    expect(await outboxRow(email)).toMatchObject({ status: 'sent' })
    expect(sink.mails.filter((m) => m.to.includes(email))).toHaveLength(1)
  })

  it('doubles the wait after each failure and gives up after the last attempt', async () => {
    const email = 'giveup@example.com'
    expect((await register(email)).statusCode).toBe(201)
    await ctx.db.update(outbox).set({ attempts: 3 }).where(eq(outbox.to, email))
    sink.refuseNext = 1
    await ctx.app.mail.flush()
    const fourth = await outboxRow(email)
    expect(fourth).toMatchObject({ status: 'pending', attempts: 4 })
    // 30 s · 2^3 = 4 minutes.
    expect(fourth.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(235_000)

    await ctx.db
      .update(outbox)
      .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: sql`now()` })
      .where(eq(outbox.to, email))
    sink.refuseNext = 1
    await ctx.app.mail.flush()
    expect(await outboxRow(email)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })

    await ctx.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.to, email))
    await ctx.app.mail.flush()
    expect(sink.mails.some((m) => m.to.includes(email))).toBe(false)
  })
})

describe('without SMTP_URL', () => {
  it('leaves mails pending in the outbox', async () => {
    const quiet = await createTestContext()
    try {
      const res = await quiet.app.inject({
        method: 'POST',
        url: '/api/users/lost-password',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify('ingen@example.com'),
      })
      expect(res.statusCode).toBe(200)
      await quiet.db
        .insert(outbox)
        .values({ to: 'x@example.com', subject: 'Test', text: 't', html: '<p>t</p>' })
      expect(await quiet.app.mail.flush()).toBe(0)
      const [row] = await quiet.db.select().from(outbox)
      expect(row).toMatchObject({ status: 'pending', attempts: 0 })
    } finally {
      await quiet.close()
    }
  })
})
