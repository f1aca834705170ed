import net from 'node:net'

// Ports for the servers the e2e tests start (on 127.0.0.1 only).

/** A port the system says is free now (from the ephemeral range). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address()
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0))
    })
  })
}

/**
 * A free port below Linux's ephemeral range (32768–60999). An app port is free for a moment in
 * every restart; one from the ephemeral range can be taken then by any outgoing connection or
 * `listen(0)`, and nginx would send the process's requests to whatever holds it.
 */
export async function fixedPort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000)
    const free = await new Promise<boolean>((resolve) => {
      const srv = net.createServer()
      srv.once('error', () => resolve(false))
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error('no free port between 20000 and 32000')
}
