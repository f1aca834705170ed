/**
 * A Vitest reporter that gathers the `[hardening] …` case counts the hardening tests print (access
 * and CSRF matrix, fuzz, uploads, privacy, data export and deletion, crash) and prints them
 * together once the run has ended, so CI's log ends with them whatever order files ran in.
 */
export default class HardeningReporter {
  lines = []

  onUserConsoleLog(log) {
    for (const line of String(log.content).split('\n')) {
      if (line.startsWith('[hardening]')) this.lines.push(line)
    }
  }

  onTestRunEnd() {
    if (this.lines.length === 0) return
    const sorted = [...this.lines].sort()
    process.stdout.write(
      `\nHardening case counts (${sorted.length}):\n${sorted.map((l) => `  ${l}`).join('\n')}\n`,
    )
  }
}
