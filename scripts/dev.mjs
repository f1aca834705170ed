#!/usr/bin/env node
// `npm run dev`: the API server in watch mode and Vite (which proxies /api and /media to it),
// side by side. Ctrl+C (or SIGTERM) stops both; if one exits, the other is stopped too.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

const tasks = [
  {
    name: 'server',
    color: 36,
    // Run from the repository root, so ./data and .env mean the same as for `npm start`.
    args: ['exec', '--', 'tsx', 'watch', 'apps/server/src/server.ts'],
    // The contract's "source" export: the server runs its TypeScript directly, no stale dist build.
    env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=source`.trim() },
  },
  { name: 'web', color: 35, args: ['run', 'dev', '-w', '@kladbyte/web'], env: {} },
]

/** Prefixes each output line with the task's name so the two logs stay readable. */
function pipe(stream, out, label) {
  let rest = ''
  stream.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n')
    rest = lines.pop() ?? ''
    for (const line of lines) out.write(`${label} ${line}\n`)
  })
  stream.on('end', () => rest && out.write(`${label} ${rest}\n`))
}

let stopping = false
let exitCode = 0
const children = tasks.map((task) => {
  const child = spawn(npm, task.args, {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...task.env },
    stdio: ['inherit', 'pipe', 'pipe'],
    // Own process group, so a signal reaches npm and everything it started (tsx, vite).
    detached: process.platform !== 'win32',
  })
  const label = `\x1b[${task.color}m[${task.name}]\x1b[0m`
  pipe(child.stdout, process.stdout, label)
  pipe(child.stderr, process.stderr, label)
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.info(`${label} exited (${signal ?? code}); stopping the rest`)
      exitCode = code ?? 1
      stopAll('SIGTERM')
    }
  })
  return child
})

function signalChild(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return
  try {
    if (process.platform === 'win32') child.kill(signal)
    else process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}

function stopAll(signal) {
  stopping = true
  for (const child of children) signalChild(child, signal)
  // Whatever still runs after 10 s is killed.
  setTimeout(() => {
    for (const child of children) signalChild(child, 'SIGKILL')
  }, 10_000).unref()
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return
    exitCode = signal === 'SIGINT' ? 130 : 143
    stopAll(signal)
  })
}

await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))))
process.exit(exitCode)
