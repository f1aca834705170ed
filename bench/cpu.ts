import { readdir, readFile } from 'node:fs/promises'

const TICKS_PER_SECOND = 100

/** CPU time (ms) used so far by a process and its children (the PostgreSQL postmaster and its backends), from /proc. */
export async function processTreeCpuMs(rootPid: number): Promise<number | null> {
  try {
    let total = 0
    for (const entry of await readdir('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '')
      // Fields after the command name (which may contain spaces) start at ") ".
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const ppid = Number(fields[1])
      if (Number(entry) !== rootPid && ppid !== rootPid) continue
      total += Number(fields[11]) + Number(fields[12])
    }
    return (total / TICKS_PER_SECOND) * 1000
  } catch {
    return null
  }
}

/** CPU time (ms) this Node process has used (all threads). */
export const ownCpuMs = () => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}
