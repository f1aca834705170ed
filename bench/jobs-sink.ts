import { SMTPServer } from 'smtp-server'

// The SMTP server the bench's workers send to: it keeps only each message's Message-ID and when
// it arrived, so the sink costs the same for both queues and little of the two cores. (The e2e
// suite's `e2e/jobs-sink.ts` does the same for the tests; bench/ is typechecked with the server,
// which cannot import from the e2e project.)

export interface BenchSink {
  url: string
  /** Arrival times (ms, performance.now()) by Message-ID. */
  arrivals: Map<string, number[]>
  /** All messages accepted since the last reset, copies included. */
  count(): number
  onMail: (messageId: string) => void
  reset(): void
  close(): Promise<void>
}

export async function startBenchSink(): Promise<BenchSink> {
  let total = 0
  const sink: BenchSink = {
    url: '',
    arrivals: new Map(),
    count: () => total,
    onMail: () => {},
    reset() {
      total = 0
      sink.arrivals.clear()
      sink.onMail = () => {}
    },
    close: async () => {},
  }
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const id = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? ''
        const seen = sink.arrivals.get(id) ?? []
        seen.push(performance.now())
        sink.arrivals.set(id, seen)
        total++
        callback()
        sink.onMail(id)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // A worker killed mid-session resets its connection; smtp-server reports it as an 'error' event.
  server.on('error', () => {})
  const address = server.server.address()
  sink.url = `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return sink
}

/** The outbox id in a Message-ID (`<outbox.{id}.{ms}@domain>`, `messageIdFor`). */
export const outboxIdOf = (messageId: string) =>
  Number(/^<outbox\.(\d+)\./.exec(messageId)?.[1] ?? Number.NaN)
