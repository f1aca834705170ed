import { readdir, readFile } from 'node:fs/promises'

const TICKS_PER_SECOND = 100

/**
 * CPU time (ms) used so far by a process and its children (the PostgreSQL postmaster and its
 * backends), from /proc: running children's own time plus what the root has reaped from children
 * that have exited (connections that closed while idle would otherwise take their time with them).
 */
export async function processTreeCpuMs(rootPid: number): Promise<number | null> {
  try {
    let total = 0
    for (const entry of await readdir('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '')
      // Fields after the command name (which may contain spaces) start at ") ".
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const ppid = Number(fields[1])
      const isRoot = Number(entry) === rootPid
      if (!isRoot && ppid !== rootPid) continue
      // utime + stime; for the root also cutime + cstime (its exited, reaped children).
      total += Number(fields[11]) + Number(fields[12])
      if (isRoot) total += Number(fields[13]) + Number(fields[14])
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
