import type { FastifyBaseLogger } from 'fastify'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Db } from '../../db/client.js'
import { claimDueMails, markFailed, markSent } from './outbox.js'

export interface MailWorker {
  /** Sends everything due now; returns how many were sent. */
  flush(): Promise<number>
  stop(): Promise<void>
}

/**
 * Sends pending outbox mails over SMTP with retries. Without SMTP_URL mails stay pending in the
 * outbox and are only logged (recipient and subject, never the body: it holds tokens).
 */
export function startMailWorker(opts: {
  db: Db
  smtpUrl?: string
  from: string
  log: FastifyBaseLogger
  intervalMs?: number
}): MailWorker {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null
  let running: Promise<number> | null = null
  const loggedIds = new Set<number>()

  const sendDue = async () => {
    let sent = 0
    await opts.db.transaction(async (tx) => {
      const due = await claimDueMails(tx, 20)
      for (const mail of due) {
        if (!transport) {
          if (!loggedIds.has(mail.id))
            // Never the recipient (ADR 032): the mail itself is in the outbox table under its id.
            opts.log.info({ mailId: mail.id, subject: mail.subject }, 'mail queued (no SMTP_URL)')
          loggedIds.add(mail.id)
          continue
        }
        try {
          await transport.sendMail({
            from: opts.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          })
          await markSent(tx, mail.id)
          sent++
        } catch (err) {
          opts.log.warn({ err, mailId: mail.id }, 'mail send failed, will retry')
          await markFailed(tx, mail.id, mail.attempts, String(err))
        }
      }
    })
    return sent
  }

  // Runs never overlap, and a flush always waits for a run that starts after it was called: joining
  // a run already under way could miss a mail committed just before the call.
  const flush = async (): Promise<number> => {
    while (running) await running.catch(() => 0)
    const run = sendDue().finally(() => {
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
      clearInterval(timer)
      await running?.catch(() => 0)
      transport?.close()
    },
  }
}
