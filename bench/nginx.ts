import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// bench:scale's nginx: deploy/nginx.conf.template filled in as e2e/deploy-stack.ts does (the two
// type-check projects cannot share a file, so the few lines are here twice).

const template = fileURLToPath(new URL('../deploy/nginx.conf.template', import.meta.url))

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

/** nginx in the foreground on 127.0.0.1:`port`, pid, logs and temp files in `dir`. */
export async function startNginx(dir: string, port: number, appPorts: number[]) {
  await mkdir(dir, { recursive: true })
  const conf = (await readFile(template, 'utf8'))
    .replaceAll('@@PREFIX@@', dir)
    .replaceAll('@@USER@@', 'root')
    .replaceAll('@@LISTEN@@', `127.0.0.1:${port}`)
    .replaceAll('@@DAEMON@@', 'off')
    .replaceAll(
      '@@UPSTREAMS@@',
      appPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join(' '),
    )
  await writeFile(path.join(dir, 'nginx.conf'), conf)
  const bin = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx'
  const proc = spawn(bin, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  return {
    async stop() {
      if (proc.exitCode !== null || proc.signalCode !== null) return
      const gone = new Promise((r) => proc.once('exit', r))
      proc.kill('SIGQUIT')
      await gone
    },
  }
}
