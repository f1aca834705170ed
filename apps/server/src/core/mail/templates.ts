import type { Mail } from './outbox.js'

/** Escapes text for use inside HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

interface LinkMail {
  to: string
  firstName: string
  link: string
  shopName: string
}

export interface LinkMailBody {
  subject: string
  greeting: string
  paragraphs: string[]
  button: string
  /** A quieter last line (why the reader got the mail); left out when empty. */
  footer?: string
}

/** One layout for every mail to a member with a link: plain text and an HTML version with a button. */
export function renderLinkMail(to: string, link: string, shopName: string, b: LinkMailBody): Mail {
  const text = [
    b.greeting,
    '',
    ...b.paragraphs.flatMap((p) => [p, '']),
    link,
    '',
    ...(b.footer ? [b.footer, ''] : []),
    shopName,
  ].join('\n')
  const e = escapeHtml
  const html = `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><title>${e(b.subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
<p>${e(b.greeting)}</p>
${b.paragraphs.map((p) => `<p>${e(p)}</p>`).join('\n')}
<p><a href="${e(link)}" style="display: inline-block; padding: 10px 18px; background: #2f5d50; color: #fff; text-decoration: none; border-radius: 4px">${e(b.button)}</a></p>
<p style="font-size: 13px; color: #555">Fungerar inte knappen? Kopiera länken till din webbläsare:<br>${e(link)}</p>
${b.footer ? `<p style="font-size: 13px; color: #555">${e(b.footer)}</p>\n` : ''}<p>${e(shopName)}</p>
</body></html>`
  return { to, subject: b.subject, text, html }
}

/** The mail sent at registration, linking to `${PUBLIC_URL}/verify-email/<token>`. */
export function verificationMail({ to, firstName, link, shopName }: LinkMail): Mail {
  return renderLinkMail(to, link, shopName, {
    subject: `Bekräfta din e-postadress hos ${shopName}`,
    greeting: `Hej ${firstName}!`,
    paragraphs: [
      `Välkommen till ${shopName}! Bekräfta din e-postadress genom att öppna länken nedan.`,
      'Länken gäller i 48 timmar.',
    ],
    button: 'Bekräfta e-postadress',
    footer: 'Har du inte skapat något konto hos oss kan du bortse från det här mejlet.',
  })
}

/** The lost-password mail, linking to `${PUBLIC_URL}/reset-password/<token>` (valid for one hour, once). */
export function resetPasswordMail({ to, firstName, link, shopName }: LinkMail): Mail {
  return renderLinkMail(to, link, shopName, {
    subject: `Återställ ditt lösenord hos ${shopName}`,
    greeting: `Hej ${firstName}!`,
    paragraphs: [
      'Vi har fått en begäran om att återställa lösenordet till ditt konto. Välj ett nytt lösenord via länken nedan.',
      'Länken gäller i en timme och kan bara användas en gång.',
    ],
    button: 'Välj nytt lösenord',
    footer: 'Har du inte bett om det här kan du bortse från mejlet; ditt lösenord är oförändrat.',
  })
}
