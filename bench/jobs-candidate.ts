// The candidate library of `npm run bench:jobs`, kept out of package.json (ADR 052: the queue stays
// ours, so nothing ships or is audited for a benchmark). Loaded by name at run time; when it is
// missing the bench says how to add it for one run without touching package.json or the lock file.

/** The last graphile-worker for Node 20 (0.18 wants Node ≥ 22.18); pg-boss's is 10.4.2 (11 wants 22). */
export const GRAPHILE_WORKER_VERSION = '0.17.3'
export const INSTALL_HINT = `npm install --no-save --no-audit --no-fund graphile-worker@${GRAPHILE_WORKER_VERSION}`

type LogFunction = (level: string, message: string, meta?: unknown) => void

/** The part of graphile-worker's API the bench uses (typed here, so tsc passes without it). */
export interface GraphileWorker {
  run(options: Record<string, unknown>): Promise<{ stop(): Promise<void>; promise: Promise<void> }>
  runMigrations(options: Record<string, unknown>): Promise<void>
  Logger: new (factory: (scope: unknown) => LogFunction) => unknown
}

export class CandidateMissing extends Error {}

export async function loadGraphileWorker(): Promise<GraphileWorker> {
  // A name in a variable: neither tsc nor the bundler looks for the package.
  const name = 'graphile-worker'
  let module: Partial<GraphileWorker> & { default?: GraphileWorker }
  try {
    module = await import(name)
  } catch {
    throw new CandidateMissing(
      `graphile-worker is not installed (it is not a dependency, see ADR 052). For one run:\n  ${INSTALL_HINT}\n` +
        'then `npm run bench:jobs` again; the next `npm ci` removes it.',
    )
  }
  const lib = (module.run ? module : module.default) as GraphileWorker
  // Warnings and errors only: its default logger writes a line per job, which would cost it time.
  const logger = new lib.Logger(() => (level, message) => {
    if (level === 'error' || level === 'warning')
      process.stderr.write(`[graphile ${process.pid}] ${message}\n`)
  })
  return {
    Logger: lib.Logger,
    run: (options) => lib.run({ logger, ...options }),
    runMigrations: (options) => lib.runMigrations({ logger, ...options }),
  }
}
