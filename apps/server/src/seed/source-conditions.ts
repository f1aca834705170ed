import { spawnSync } from 'node:child_process'

/**
 * Workspace packages (the contract) resolve to their TypeScript source only under the "source"
 * export condition; without it a fresh checkout, which has no built dist/, could not load them.
 * Re-runs this script once with `--conditions=source` when it is missing; returns true when the
 * caller may continue (false: the child has run and the process is exiting).
 */
export function ensureSourceConditions(): boolean {
  const active = process.execArgv.some((a) => /^(--conditions=source|-C=?source)$/.test(a))
  if (active || process.env.KB_SOURCE_CONDITIONS === '1') return true
  const result = spawnSync(
    process.execPath,
    ['--conditions=source', ...process.execArgv, ...process.argv.slice(1)],
    {
      stdio: 'inherit',
      env: { ...process.env, KB_SOURCE_CONDITIONS: '1' },
    },
  )
  process.exitCode = result.status ?? 1
  return false
}
