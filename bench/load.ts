import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

export interface LoadResult {
  label: string
  requestsPerSecond: number
  p50: number
  p99: number
  non2xx: number
  errors: number
  /** CPU per request (ms) of this process and of PostgreSQL, when known. */
  nodeCpuMs?: number
  pgCpuMs?: number
}

/** CPU counters sampled around a measurement. */
export type CpuSampler = () => Promise<{ node: number; pg: number | null }>

/** The parts of autocannon's --json report we read. */
interface AutocannonJson {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
}

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js')

function autocannon(url: string, connections: number, seconds: number): Promise<AutocannonJson> {
  return new Promise((resolve, reject) => {
    // A child process: the load generator must not share the event loop of the servers it measures.
    const child = spawn(
      process.execPath,
      [autocannonBin, '-c', String(connections), '-d', String(seconds), '-j', url],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
    })
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`))
      resolve(JSON.parse(out))
    })
  })
}

/** Warms a URL up for 2 s, then measures it for `seconds` at `connections` concurrent connections. */
export async function measure(
  label: string,
  url: string,
  options: { connections: number; seconds: number; cpu?: CpuSampler },
): Promise<LoadResult> {
  await autocannon(url, options.connections, 2)
  const before = await options.cpu?.()
  const r = await autocannon(url, options.connections, options.seconds)
  const after = await options.cpu?.()
  const perRequest = (a?: number | null, b?: number | null) =>
    a != null && b != null && r.requests.total > 0 ? (b - a) / r.requests.total : undefined
  return {
    label,
    requestsPerSecond: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    nodeCpuMs: perRequest(before?.node, after?.node),
    pgCpuMs: perRequest(before?.pg, after?.pg),
  }
}
