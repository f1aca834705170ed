import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { type Browser, chromium, type Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest'
import { type S3Emulator, startS3Emulator } from '../apps/server/src/test/s3-emulator.js'
import { type Deployment, startDeployment } from './deploy-stack.js'
import type { Stack } from './harness.js'
import { pageApi, signUpVerified, uniqueEmail } from './support.js'

// README 'Several processes' on one machine: Debian's nginx in front of two built app processes
// on one PostgreSQL. A member and staff use the shop through nginx while their requests land on
// both processes; each process is stopped (SIGTERM) and started again in turn while a loop of
// GETs runs: no GET fails, and a chat message sent while a process is down arrives live. Photos go
// to an S3 bucket (the moto emulator), as the README's deployment has them.

const staffEmail = uniqueEmail('personal')
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
let deploy: Deployment
let browser: Browser
let photoDir: string
let s3: S3Emulator

beforeAll(async () => {
  s3 = await startS3Emulator()
  deploy = await startDeployment({ adminEmails: [staffEmail], env: { WELCOME_POINTS: '1000', ...s3.env } })
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs })
  photoDir = await mkdtemp(path.join(os.tmpdir(), 'kb-deploy-photo-'))
})
afterAll(async () => {
  await browser?.close().catch(() => {})
  await deploy?.stop()
  await s3?.stop()
  if (photoDir) await rm(photoDir, { recursive: true, force: true })
})

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: deploy.baseUrl, locale: 'sv-SE' })
  return context.newPage()
}

/** What signUpVerified needs of a stack, here through nginx. */
const viaNginx = () =>
  ({ baseUrl: deploy.baseUrl, waitForMail: (to, subject) => deploy.mail.waitForMail(to, subject) }) as Stack

/**
 * GETs one after another through nginx until stopped (bounded at 20 000): each answer's status and
 * the X-Instance header naming the process that gave it.
 */
function getLoop(urls: string[]) {
  const failures: string[] = []
  const seen: string[] = []
  let running = true
  const done = (async () => {
    for (let i = 0; running && i < 20_000; i++) {
      const url = urls[i % urls.length]!
      try {
        const res = await fetch(deploy.baseUrl + url)
        await res.arrayBuffer()
        if (res.status !== 200) failures.push(`${url}: ${res.status} at ${new Date().toISOString()}`)
        seen.push(res.headers.get('x-instance') ?? '?')
      } catch (err) {
        failures.push(`${url}: ${(err as Error).message} at ${new Date().toISOString()}`)
      }
    }
  })()
  return {
    failures,
    seen,
    /** Resolves once `instance` has answered `times` more GETs from now. */
    async answeredBy(instance: string, times = 3) {
      const from = seen.length
      await expect
        .poll(() => seen.slice(from).filter((s) => s === instance).length, { timeout: 30_000 })
        .toBeGreaterThanOrEqual(times)
    },
    async stop() {
      running = false
      await done
    },
  }
}

const chatLog = (page: Page) => page.getByRole('log', { name: /^Meddelanden med/ })

async function send(page: Page, text: string) {
  const box = page.getByPlaceholder('Skriv ett meddelande...')
  await box.fill(text)
  await box.press('Enter')
  await expect.poll(() => box.inputValue()).toBe('')
}

describe('two processes behind nginx', () => {
  it('a member orders, sends in a photo and chats with staff across a rolling restart, without a failed GET', {
    timeout: 90_000,
  }, async () => {
    // Whatever fails: what nginx and the processes said, to tell a gone process from a bad answer.
    onTestFailed(async () => {
      console.error(`nginx error log (end):\n${(await deploy.errorLog()).slice(-6_000)}`)
      console.error(
        `nginx access log, answers other than 2xx/3xx (end):\n${(await deploy.accessLog())
          .split('\n')
          .filter((line) => /" [45]\d\d /.test(line))
          .slice(-40)
          .join('\n')}`,
      )
      console.error(`processes (end):\n${deploy.log().slice(-6_000)}`)
    })
    const staff = await newPage()
    await signUpVerified(viaNginx(), staff, 'Stina', staffEmail)
    const category = await pageApi<{ id: string }>(staff, 'POST', '/api/category', {
      name: 'Jackor',
      parent: null,
    })
    expect(category.status).toBeLessThan(300)
    const product = await pageApi<{ id: string }>(staff, 'POST', '/api/products', {
      name: 'Blå jeansjacka',
      description: 'Fin',
      categoryId: category.body.id,
      size: 'M',
      price: 50,
      display: true,
    })
    expect(product.status).toBeLessThan(300)
    // Each process caches the category tree for up to 5 s (catalog.service.ts): the new category's
    // garment shows once both have read it again.
    const showing = new Set<string>()
    await expect
      .poll(
        async () => {
          const res = await fetch(`${deploy.baseUrl}/api/products/${product.body.id}`)
          if (res.status === 200) showing.add(res.headers.get('x-instance') ?? '?')
          return [...showing].sort()
        },
        { timeout: 20_000, interval: 100 },
      )
      .toEqual(['a', 'b'])

    // The member signs up and in, takes a test-mode membership, browses and orders.
    const member = await newPage()
    await signUpVerified(viaNginx(), member, 'Greta')
    const session = await pageApi<{ sessionId: string }>(
      member,
      'POST',
      '/api/subscription/create-checkout-session',
    )
    const paid = await pageApi(member, 'POST', '/api/subscription/test-complete', {
      sessionId: session.body.sessionId,
    })
    expect(paid.status).toBe(200)
    await member.goto(`/product/${product.body.id}`)
    await member.getByRole('heading', { level: 1, name: 'Blå jeansjacka' }).waitFor()
    await member.getByRole('button', { name: 'Lägg i varukorgen' }).click()
    await member.getByText('Produkten har lagts till i varukorgen').first().waitFor()
    await member.goto('/checkout')
    const confirm = member.getByRole('button', { name: 'Bekräfta beställning' })
    await expect.poll(() => confirm.isEnabled()).toBe(true)
    await confirm.click()
    await member.getByText('Din beställning är mottagen. Tack för ditt köp!').waitFor()

    // A submission with a photo (stored by one process, shown by whichever answers).
    await member.goto('/my-account#submissions')
    await member.getByRole('button', { name: 'Skapa ny inlämning' }).click()
    await member.waitForURL((url) => url.pathname.startsWith('/my-account/submissions/'))
    const id = member.url().split('/').pop()!
    await member.getByRole('button', { name: 'Lägg till ny artikel' }).click()
    const editor = member.getByRole('region', { name: 'Ny artikel' })
    await editor.getByLabel('Skick', { exact: true }).fill('Mycket bra')
    await editor.getByRole('button', { name: 'Spara', exact: true }).click()
    await member.getByRole('button', { name: 'Spara ändringar' }).click()
    await member.getByText('Ändringarna har sparats.').first().waitFor()
    const photo = path.join(photoDir, 'jacka.jpg')
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1f4d7a' } })
      .jpeg()
      .toFile(photo)
    await member.getByRole('button', { name: 'Redigera artikel 1' }).first().click()
    await member.getByLabel('Bilder på plagget').setInputFiles([photo])
    const thumb = member.getByRole('link', { name: /^Bild 1 av artikel 1/ }).first()
    await thumb.waitFor({ timeout: 30_000 })
    await member.getByRole('button', { name: 'Spara', exact: true }).click()
    await member.getByRole('button', { name: 'Spara ändringar' }).click()
    await member.getByText('Ändringarna har sparats.').first().waitFor()
    const src = (await thumb.getAttribute('href'))!
    for (let i = 0; i < 4; i++) expect((await member.request.get(src)).status()).toBe(200)
    // The photo is in the bucket, private (anonymous reads refused), not on a process's disk.
    const stored = (await s3.keys()).filter((key) => key.startsWith('private/'))
    expect(stored.length).toBeGreaterThan(0)
    expect((await fetch(`${s3.publicUrl}/${stored[0]}`)).status).toBe(403)

    // Both sides open the chat; the first message goes across live.
    await member.goto(`/my-account/submissions/${id}`)
    await staff.goto(`/admin/submissions/${id}`)
    await staff.getByRole('tab', { name: /Meddelanden/ }).click()
    await send(staff, 'Hej! Vi har tittat på dina plagg.')
    await chatLog(member).getByText('Hej! Vi har tittat på dina plagg.').waitFor({ timeout: 10_000 })

    // Rolling restart: each process in turn stops and starts again under a loop of GETs.
    const loop = getLoop(['/api/health', `/api/products/${product.body.id}`, '/', '/guide'])
    try {
      await loop.answeredBy('a')
      await loop.answeredBy('b')
      for (const app of deploy.apps) {
        await app.stop()
        // Sent while the process is down: both streams may have been on it and must resume.
        const fromStaff = `Medan ${app.name} startar om: kan du skicka en bild?`
        await send(staff, fromStaff)
        await chatLog(member).getByText(fromStaff).waitFor({ timeout: 20_000 })
        const fromMember = `Svar medan ${app.name} är nere.`
        await send(member, fromMember)
        await chatLog(staff).getByText(fromMember).waitFor({ timeout: 20_000 })
        await app.start()
        // nginx uses it again before the next one stops (no moment without a live process).
        await loop.answeredBy(app.name)
      }
    } finally {
      await loop.stop()
    }
    expect(loop.failures.slice(0, 10), `${loop.failures.length} of ${loop.seen.length} GETs failed`).toEqual(
      [],
    )
    expect(new Set(loop.seen)).toEqual(new Set(['a', 'b']))

    // After a reload the whole conversation is there once, in order.
    await member.reload()
    const messages = chatLog(member).getByText(/^(Hej!|Medan|Svar medan)/)
    await expect
      .poll(() => messages.allTextContents(), { timeout: 10_000 })
      .toEqual([
        'Hej! Vi har tittat på dina plagg.',
        'Medan a startar om: kan du skicka en bild?',
        'Svar medan a är nere.',
        'Medan b startar om: kan du skicka en bild?',
        'Svar medan b är nere.',
      ])

    // nginx's own log: the browsers' requests went to both processes.
    const upstreams = new Set(
      [...(await deploy.accessLog()).matchAll(/upstream=127\.0\.0\.1:(\d+)/g)].map((m) => m[1]),
    )
    for (const app of deploy.apps) expect(upstreams).toContain(String(app.port))
  })
})
