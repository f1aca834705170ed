import type { FastifyBaseLogger } from 'fastify'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Db } from '../../db/client.js'
import { claimNextMail, listDueMails, MAX_ATTEMPTS, markFailed, markSent, messageIdFor } from './outbox.js'

export interface MailWorker {
  /** Sends everything due now; returns how many were sent. */
  flush(): Promise<number>
  stop(): Promise<void>
}

/**
 * SMTP_URL with our defaults for what it does not set (nodemailer reads its options from the
 * URL's query): one pooled connection per lane, reused between mails, and timeouts well within
 * the lease, so a send still alive is never taken over by another process (nodemailer's own
 * socket timeout is ten minutes).
 */
export function smtpSettings(smtpUrl: string, leaseMs: number, concurrency: number): string {
  const url = new URL(smtpUrl)
  const timeoutMs = String(Math.max(100, Math.floor(leaseMs / 4)))
  const defaults: Record<string, string> = {
    pool: 'true',
    maxConnections: String(concurrency),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  }
  for (const [key, value] of Object.entries(defaults))
    if (!url.searchParams.has(key)) url.searchParams.set(key, value)
  return url.toString()
}

/**
 * How long stop() waits for the mails being sent (the scheduler waits as long for its run, and
 * SIGTERM must end within 10 s); past it the lease hands them to another process.
 */
const STOP_WAIT_MS = 3_000

/**
 * Sends pending outbox mails over SMTP (ADR 041): each of `concurrency` lanes claims one mail (a
 * committed lease), sends it, marks it sent. Killed mid-send, a process can send only the mails
 * in its lanes twice. Without SMTP_URL mails stay pending in the outbox and are only logged
 * (never the recipient or body).
 */
export function startMailWorker(opts: {
  db: Db
  smtpUrl?: string
  from: string
  log: FastifyBaseLogger
  intervalMs?: number
  leaseMs?: number
  retryBaseMs?: number
  /** Mails sent at once; killed mid-send, a process can send at most this many twice. */
  concurrency?: number
}): MailWorker {
  const leaseMs = opts.leaseMs ?? 120_000
  const retryBaseMs = opts.retryBaseMs ?? 30_000
  const concurrency = opts.concurrency ?? 1
  const transport: Transporter | null = opts.smtpUrl
    ? nodemailer.createTransport(smtpSettings(opts.smtpUrl, leaseMs, concurrency))
    : null
  let running: Promise<number> | null = null
  let stopping = false
  const loggedIds = new Set<number>()

  const logUnsendable = async () => {
    for (const mail of await listDueMails(opts.db, 20)) {
      // Never the recipient (ADR 032): the mail itself is in the outbox table under its id.
      if (!loggedIds.has(mail.id))
        opts.log.info({ mailId: mail.id, subject: mail.subject }, 'mail queued (no SMTP_URL)')
      loggedIds.add(mail.id)
    }
    return 0
  }

  // One lane: claim, send, mark, until nothing is due. Lanes overlap the SMTP round trips.
  const lane = async (smtp: Transporter) => {
    let sent = 0
    while (!stopping) {
      const mail = await claimNextMail(opts.db, leaseMs)
      if (!mail) break
      // Its last attempt's process died (the lease ran out): claimed once too often to try again.
      if (mail.attempts > MAX_ATTEMPTS) {
        await giveUp(mail.id, mail.attempts, 'the process sending it stopped on every attempt')
        continue
      }
      try {
        await smtp.sendMail({
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: messageIdFor(mail, opts.from),
        })
        await markSent(opts.db, mail.id)
        sent++
      } catch (err) {
        const status = await markFailed(opts.db, mail.id, mail.attempts, String(err), retryBaseMs)
        if (status === 'failed')
          opts.log.error({ err, mailId: mail.id, attempts: mail.attempts }, 'mail failed for good')
        else opts.log.warn({ err, mailId: mail.id, attempts: mail.attempts }, 'mail send failed, will retry')
      }
    }
    return sent
  }
  const sendDue = async (smtp: Transporter) => {
    const lanes = Array.from({ length: concurrency }, () => lane(smtp))
    return (await Promise.all(lanes)).reduce((a, b) => a + b, 0)
  }

  const giveUp = async (id: number, attempts: number, reason: string) => {
    await markFailed(opts.db, id, attempts, reason, retryBaseMs)
    opts.log.error({ mailId: id, attempts }, `mail failed for good: ${reason}`)
  }

  // Runs never overlap, and a flush always waits for a run that starts after it was called: joining
  // a run already under way could miss a mail committed just before the call.
  const flush = async (): Promise<number> => {
    while (running) await running.catch(() => 0)
    if (stopping) return 0
    const run = (transport ? sendDue(transport) : logUnsendable()).finally(() => {
      running = null
    })
    running = run
    return run
  }

  const timer = setInterval(() => {
    flush().catch((err) => opts.log.error({ err }, 'mail worker failed'))
  }, opts.intervalMs ?? 2000)
  timer.unref()

  return {
    flush,
    async stop() {
      stopping = true
      clearInterval(timer)
      const wait = new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())
      await Promise.race([running?.catch(() => 0), wait])
      transport?.close()
    },
  }
}
