import { describe, expect, it } from 'vitest'
import { escapeHtml, resetPasswordMail, verificationMail } from './templates.js'

const link = 'https://kladbyte.example/verify-email/abc_DEF-123'

describe('escapeHtml', () => {
  it('escapes every character that matters in content and attributes', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })
})

describe('account mails', () => {
  it('builds the verification mail in Swedish, with the link in text and HTML', () => {
    const mail = verificationMail({ to: 'sara@example.com', firstName: 'Sara', link, shopName: 'Klädbyte' })
    expect(mail.to).toBe('sara@example.com')
    expect(mail.subject).toBe('Bekräfta din e-postadress hos Klädbyte')
    expect(mail.text).toContain('Hej Sara!')
    expect(mail.text).toContain(`\n${link}\n`)
    expect(mail.text).toContain('48 timmar')
    expect(mail.html).toContain(`<a href="${link}"`)
    expect(mail.html).toContain('<html lang="sv">')
  })

  it('builds the reset mail: one hour, single use', () => {
    const reset = 'https://kladbyte.example/reset-password/tok'
    const mail = resetPasswordMail({
      to: 'a@example.com',
      firstName: 'Åsa',
      link: reset,
      shopName: 'Klädbyte',
    })
    expect(mail.subject).toBe('Återställ ditt lösenord hos Klädbyte')
    expect(mail.text).toContain('Hej Åsa!')
    expect(mail.text).toContain('en timme')
    expect(mail.text).toContain(reset)
    expect(mail.html).toContain(`href="${reset}"`)
  })

  it('escapes names in the HTML but keeps them readable in the text', () => {
    const name = '<script>alert("x")</script>'
    const mail = verificationMail({ to: 'x@example.com', firstName: name, link, shopName: 'Kläd & Byte' })
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    expect(mail.html).toContain('Kläd &amp; Byte')
    expect(mail.text).toContain(`Hej ${name}!`)
  })
})
