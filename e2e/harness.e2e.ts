import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Stack, startStack } from './harness.js'

// The harness itself: the server is up, the browser reaches it and the SMTP sink decodes mails.
describe('e2e harness', () => {
  let stack: Stack
  beforeAll(async () => {
    stack = await startStack()
  })
  afterAll(async () => {
    await stack?.stop()
  })

  it('serves the API to the browser', async () => {
    const page = await stack.newPage({ viewport: 'phone' })
    const res = await page.goto('/api/health')
    expect(res?.status()).toBe(200)
    expect(await res?.json()).toEqual({ status: 'ok', database: 'ok' })
    expect(page.viewportSize()).toEqual({ width: 390, height: 844 })
    await page.context().close()
  })

  it('shows the API documentation at /api/docs with every call and its access', async () => {
    const page = await stack.newPage({ viewport: 'desktop' })
    await page.goto('/api/docs')
    // Swagger UI renders the document in the browser: its scripts must pass the CSP.
    const placeOrder = page.locator('.opblock', { hasText: '/api/orders' }).first()
    await expect.poll(() => placeOrder.isVisible(), { timeout: 15_000 }).toBe(true)
    const doc = await (await page.request.get('/api/docs/json')).json()
    expect(doc.paths['/api/orders'].post['x-access']).toBe('member')
    await page.context().close()
  })

  it('catches and decodes mails sent over SMTP', async () => {
    const transport = nodemailer.createTransport(stack.mail.url)
    const link = `${stack.baseUrl}/verify-email/abc_DEF-123?x=1&y=2`
    await transport.sendMail({
      from: 'Klädbyte <no-reply@kladbyte.se>',
      to: 'Åsa.Öberg@Example.com',
      subject: 'Välkommen till Klädbyte – verifiera din e-post',
      text: `Hej Åsa! Öppna länken för att verifiera: ${link}\n${'lång rad '.repeat(20)}`,
      html: `<p>Hej Åsa!</p><p><a href="${link.replace('&', '&amp;')}">Verifiera</a></p>`,
    })
    transport.close()
    const mail = await stack.waitForMail('åsa.öberg@example.com', /verifiera/)
    expect(mail.subject).toBe('Välkommen till Klädbyte – verifiera din e-post')
    expect(mail.text).toContain('Hej Åsa!')
    expect(mail.html).toContain('<p>Hej Åsa!</p>')
    expect(mail.links).toEqual([link])
  })
})
