import { SMTPServer } from 'smtp-server'

/** One accepted message: its Message-ID header and envelope recipients. */
export interface SunkMail {
  messageId: string
  to: string[]
  subject: string
}

export interface JobsSink {
  url: string
  mails: SunkMail[]
  /** Messages refused so far (answered 451), by recipient. */
  refusals: Map<string, number>
  /** Decides per message whether to refuse it with 451 (a temporary failure). */
  refuse: (to: string[]) => boolean
  /** Called after each accepted message. */
  onMail: (mail: SunkMail) => void
  close(): Promise<void>
}

/**
 * A lean SMTP server for the jobs test: it keeps only the headers it counts by (Message-ID,
 * subject) and can refuse chosen messages, so 1 000 mails go through without MIME decoding.
 */
export async function startJobsSink(): Promise<JobsSink> {
  const sink: JobsSink = {
    url: '',
    mails: [],
    refusals: new Map(),
    refuse: () => false,
    onMail: () => {},
    close: async () => {},
  }
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
        if (sink.refuse(to)) {
          for (const t of to) sink.refusals.set(t, (sink.refusals.get(t) ?? 0) + 1)
          return callback(Object.assign(new Error('Försök igen senare'), { responseCode: 451 }))
        }
        const raw = Buffer.concat(chunks).toString('utf8')
        const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ')
        const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? ''
        const mail = { messageId: header('Message-ID'), to, subject: header('Subject') }
        sink.mails.push(mail)
        callback()
        sink.onMail(mail)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // A client killed mid-session resets its connection; smtp-server reports it as an 'error' event.
  server.on('error', () => {})
  const address = server.server.address()
  sink.url = `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return sink
}
