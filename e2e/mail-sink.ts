import { SMTPServer } from 'smtp-server'

/** One mail caught by the sink, decoded enough for tests to read it. */
export interface CaughtMail {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  /** Every http(s) link in the text and html bodies, in order. */
  links: string[]
}

export interface MailSink {
  url: string
  messages: CaughtMail[]
  /** Resolves with the first mail (already caught or arriving) to `to` whose subject matches. */
  waitForMail(to: string, subject?: RegExp, timeoutMs?: number): Promise<CaughtMail>
  close(): Promise<void>
}

/** Starts an SMTP server on 127.0.0.1 (random port) that keeps every message in memory. */
export async function startMailSink(): Promise<MailSink> {
  const messages: CaughtMail[] = []
  const server = new SMTPServer({
    // Plain SMTP: nodemailer would otherwise upgrade to STARTTLS and reject the self-signed cert.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    // No reverse DNS of 127.0.0.1 per connection: each mail opens one, and the lookup may wait.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const rcpt = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), rcpt))
        callback()
      })
    },
  })
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const addr = server.server.address()
      resolve(typeof addr === 'object' && addr ? addr.port : 0)
    })
  })
  // A client that dies mid-session (a server killed by the crash test) resets its connection;
  // smtp-server reports that as an 'error' event, which would otherwise be thrown.
  server.on('error', () => {})

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitForMail(to, subject = /./, timeoutMs = 30_000) {
      const want = to.toLowerCase()
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        const hit = messages.find((m) => m.to.includes(want) && subject.test(m.subject))
        if (hit) return hit
        await new Promise((r) => setTimeout(r, 200))
      }
      const seen = messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join('\n  ')
      throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms. Seen:\n  ${seen}`)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

interface Part {
  headers: Map<string, string>
  body: string
}

function splitPart(raw: string): Part {
  const idx = raw.search(/\r?\n\r?\n/)
  const head = idx === -1 ? raw : raw.slice(0, idx)
  const body = idx === -1 ? '' : raw.slice(idx).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string>()
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body)
  return part.body
}

function decodeQuotedPrintable(s: string): string {
  const softBreaksRemoved = s.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const ch = softBreaksRemoved[i]!
    const hex = softBreaksRemoved.slice(i + 1, i + 3)
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}

function collectBodies(part: Part, out: { text: string; html: string }): void {
  const type = part.headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const pieces = part.body.split(`--${boundary}`).slice(1)
    for (const piece of pieces) {
      if (piece.startsWith('--')) break
      collectBodies(splitPart(piece.replace(/^\r?\n/, '')), out)
    }
    return
  }
  if (type.toLowerCase().startsWith('text/html')) out.html += decodeBody(part)
  else if (type.toLowerCase().startsWith('text/plain')) out.text += decodeBody(part)
}

function parseMail(raw: string, to: string[]): CaughtMail {
  const top = splitPart(raw)
  const bodies = { text: '', html: '' }
  collectBodies(top, bodies)
  const links = [...`${bodies.text}\n${bodies.html}`.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) =>
    m[0].replace(/&amp;/g, '&'),
  )
  return {
    to,
    from: decodeHeader(top.headers.get('from') ?? ''),
    subject: decodeHeader(top.headers.get('subject') ?? ''),
    text: bodies.text,
    html: bodies.html,
    links: [...new Set(links)],
  }
}
