import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { AxeBuilder } from '@axe-core/playwright'
import { type Browser, chromium, type Page } from 'playwright-core'
import { type CaughtMail, type MailSink, startMailSink } from './mail-sink.js'
import { freePort } from './ports.js'

export type { CaughtMail } from './mail-sink.js'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js')
const screenshotDir = path.join(repoRoot, 'test-results/screenshots')

/** The two widths every journey cares about. */
export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const

export interface StackOptions {
  /** Demo catalogue: 'never' (default, an empty shop), 'always' or 'auto'. */
  seedDemo?: 'auto' | 'always' | 'never'
  adminEmails?: string[]
  /** Extra environment for the server (e.g. STAFF_EMAIL). */
  env?: Record<string, string>
}

export interface Stack {
  /** http://127.0.0.1:<port>, the server's PUBLIC_URL. */
  baseUrl: string
  browser: Browser
  mail: MailSink
  /** First mail to `to` whose subject matches (waits up to 30 s; the outbox worker polls every 2 s). */
  waitForMail(to: string, subject?: RegExp): Promise<CaughtMail>
  /** A fresh browser context (own cookies and localStorage) with one page. */
  newPage(opts?: { viewport?: keyof typeof viewports | { width: number; height: number } }): Promise<Page>
  /** The server's output so far (for failure messages). */
  serverLog(): string
  stop(): Promise<void>
}

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 150_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited (${child.exitCode}):\n${log()}`)
    try {
      const res = await fetch(`${baseUrl}/api/health`)
      if (res.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  throw new Error(`Server did not become healthy:\n${log()}`)
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    // The server stops the embedded PostgreSQL on SIGTERM; give it time before forcing.
    const force = setTimeout(() => child.kill('SIGKILL'), 30_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/**
 * PostgreSQL may still be flushing its WAL for a moment after the server process exits (it runs as
 * its own process), so a plain rm can meet a folder that refills under it (ENOTEMPTY, seen in CI).
 * Wait for the postmaster to drop its pid file, then remove with retries.
 */
async function removeDataDir(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid')
  for (let i = 0; i < 50 && existsSync(pidFile); i++) await new Promise((r) => setTimeout(r, 200))
  await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
}

/**
 * Starts the whole stack for browser journeys: an SMTP sink, the BUILT server (fresh data folder,
 * embedded PostgreSQL) on a free port of 127.0.0.1, and headless Chromium. Call `stop()` in afterAll.
 */
export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  if (!existsSync(serverEntry))
    throw new Error(`${serverEntry} is missing: run \`npm run build\` first (npm run test:e2e does).`)
  const mail = await startMailSink()
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kb-e2e-'))
  // As root the embedded PostgreSQL runs as `postgres`, which must reach its folder inside ours.
  await chmod(dataDir, 0o755)
  await mkdir(path.join(dataDir, 'cwd'))

  let output = ''
  const child = spawn(process.execPath, [serverEntry], {
    // A working folder of its own so a developer's .env in the repo is not read.
    cwd: path.join(dataDir, 'cwd'),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SMTP_URL: mail.url,
      ADMIN_EMAILS: (opts.adminEmails ?? []).join(','),
      SEED_DEMO: opts.seedDemo ?? 'never',
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000)
  }
  child.stdout?.on('data', append)
  child.stderr?.on('data', append)
  const serverLog = () => output

  let browser: Browser | undefined
  const stop = async () => {
    await browser?.close().catch(() => {})
    await stopChild(child)
    await mail.close()
    await removeDataDir(dataDir)
  }

  try {
    await waitForHealth(baseUrl, child, serverLog)
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs })
  } catch (err) {
    await stop()
    throw err
  }
  const launched = browser

  return {
    baseUrl,
    browser: launched,
    mail,
    waitForMail: (to, subject) => mail.waitForMail(to, subject),
    async newPage({ viewport = 'desktop' } = {}) {
      const size = typeof viewport === 'string' ? viewports[viewport] : viewport
      const context = await launched.newContext({ baseURL: baseUrl, viewport: size, locale: 'sv-SE' })
      return context.newPage()
    },
    serverLog,
    stop,
  }
}

/** Fails with a readable list when axe finds serious or critical violations on the page (or `include`d parts). */
export async function expectNoAxeViolations(
  page: Page,
  opts: { include?: string[]; exclude?: string[] } = {},
): Promise<void> {
  // A toast or panel half-way through its fade has, for that moment, the contrast of a ghost:
  // judge the page as it settles, not a frame of a transition (at most 2 s; infinite spinners
  // are left running).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  )
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  for (const selector of opts.include ?? []) builder = builder.include(selector)
  for (const selector of opts.exclude ?? []) builder = builder.exclude(selector)
  const { violations } = await builder.analyze()
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  if (bad.length === 0) return
  const lines = bad.map(
    (v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  )
  throw new Error(`axe found ${bad.length} violation(s) on ${page.url()}:\n  ${lines.join('\n  ')}`)
}

/**
 * Saves a PNG as test-results/screenshots/<name>.png (kept as a CI artifact): the full page, or
 * only the viewport with `fullPage: false` (better for open panels and dialogs).
 */
export async function screenshot(
  page: Page,
  name: string,
  opts: { fullPage?: boolean } = {},
): Promise<string> {
  await mkdir(screenshotDir, { recursive: true })
  const file = path.join(screenshotDir, `${name}.png`)
  // Finished animations: a panel is shown where it ends up, not half-way in.
  await page.screenshot({ path: file, fullPage: opts.fullPage ?? true, animations: 'disabled' })
  return file
}
