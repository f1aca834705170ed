import { eq, inArray, sql } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox } from '../../db/schema/index.js'
import { createAppOn, createTestContext, type TestContext } from '../../test/context.js'
import { smtpSettings } from './mail.worker.js'
import { claimNextMail, MAX_ATTEMPTS, markFailed } from './outbox.js'

// The outbox with several processes (ADR 041): leases, take-over and the fenced outcome. Two apps
// on one database stand in for two processes; the multi-process proof is e2e/jobs.e2e.ts.

let received: string[] = []
let smtp: SMTPServer
let smtpUrl = ''
let ctx: TestContext
beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      stream.resume()
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const address = smtp.server.address()
  smtpUrl = `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  ctx = await createTestContext({ SMTP_URL: smtpUrl })
})
afterAll(async () => {
  await ctx.close()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

const queue = (to: string) =>
  ctx.db.insert(outbox).values({ to, subject: 'Hej', text: 'Hej!', html: '<p>Hej!</p>' })
const row = async (to: string) => (await ctx.db.select().from(outbox).where(eq(outbox.to, to)))[0]!

describe('the outbox lease', () => {
  it('leaves a claimed mail to its claimer until the lease runs out, then takes it over', async () => {
    await queue('tagen@example.com')
    // A process claims it and dies before sending.
    const claimed = await claimNextMail(ctx.db, 60_000)
    expect(claimed).toMatchObject({ to: 'tagen@example.com', attempts: 1 })
    expect(await row('tagen@example.com')).toMatchObject({ status: 'pending' })

    expect(await ctx.app.mail.flush()).toBe(0)
    expect(received).not.toContain('tagen@example.com')

    await ctx.db.update(outbox).set({ lockedUntil: sql`now()` }).where(eq(outbox.to, 'tagen@example.com'))
    expect(await ctx.app.mail.flush()).toBe(1)
    expect(await row('tagen@example.com')).toMatchObject({ status: 'sent', attempts: 2, lockedUntil: null })
    expect(received.filter((r) => r === 'tagen@example.com')).toHaveLength(1)

    // The dead claim's late outcome changes nothing.
    expect(await markFailed(ctx.db, claimed!.id, claimed!.attempts, 'sent', 30_000)).toBeNull()
    expect(await row('tagen@example.com')).toMatchObject({ status: 'sent' })
  })

  it('marks failed, unsent, a mail whose last attempt died with its process', async () => {
    await queue('sista@example.com')
    await ctx.db
      .update(outbox)
      .set({ attempts: MAX_ATTEMPTS, lockedUntil: sql`now()` })
      .where(eq(outbox.to, 'sista@example.com'))
    await ctx.app.mail.flush()
    expect(await row('sista@example.com')).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS + 1 })
    expect(received).not.toContain('sista@example.com')
  })

  it('sends each of 60 mails once with two processes flushing at the same time', async () => {
    received = []
    const second = await createAppOn(ctx.dbUrl, { SMTP_URL: smtpUrl })
    try {
      const to = Array.from({ length: 60 }, (_, i) => `par-${i}@example.com`)
      await ctx.db
        .insert(outbox)
        .values(to.map((t) => ({ to: t, subject: 'Hej', text: 'Hej!', html: '<p>Hej!</p>' })))
      // Each process's own timer may join in too; together they send each mail once.
      await Promise.all([ctx.app.mail.flush(), second.app.mail.flush()])
      expect(received.sort()).toEqual([...to].sort())
      const rows = await ctx.db.select({ status: outbox.status }).from(outbox).where(inArray(outbox.to, to))
      expect(rows.map((r) => r.status)).toEqual(to.map(() => 'sent'))
    } finally {
      await second.close()
    }
  })
})

describe('SMTP settings', () => {
  it('pools one connection per lane with timeouts inside the lease, and keeps what SMTP_URL sets', () => {
    const url = new URL(
      smtpSettings('smtp://user:hemligt@smtp.example.com:587?socketTimeout=5000', 60_000, 4),
    )
    expect(url.password).toBe('hemligt')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pool: 'true',
      maxConnections: '4',
      connectionTimeout: '15000',
      greetingTimeout: '15000',
      socketTimeout: '5000',
    })
  })
})
