// `npm run seed`: the demo shop and accounts, into the same database the server uses.
// Only Node built-ins are imported statically, so the re-run with source conditions happens first.
import { ensureSourceConditions } from './source-conditions.js'

if (ensureSourceConditions()) {
  const { runSeed } = await import('./run-seed.js')
  process.exitCode = await runSeed()
}
