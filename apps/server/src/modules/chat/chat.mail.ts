import type { Mail } from '../mail/outbox.js'
import { escapeHtml } from '../mail/templates.js'
import { submissionReference } from '../submissions/submissions.mail.js'

interface ChatMailInput {
  to: string
  firstName: string
  submissionId: string
  shopName: string
  publicUrl: string
}

export const CHAT_MAIL_SUBJECT = 'Nytt meddelande om din inlämning'

/** Staff wrote and the member has not read it within 10 minutes. */
export function chatNotificationMail(input: ChatMailInput): Mail {
  const reference = submissionReference(input.submissionId)
  const link = `${input.publicUrl}/my-account/submissions/${input.submissionId}`
  const subject = CHAT_MAIL_SUBJECT
  const paragraphs = [
    `Vår personal har skrivit ett meddelande om din inlämning med referens ${reference}.`,
    'Läs och svara i inlämningen på ditt konto.',
  ]
  const text = [
    `Hej ${input.firstName}!`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    link,
    '',
    input.shopName,
  ].join('\n')
  const e = escapeHtml
  const html = `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5">
<p>Hej ${e(input.firstName)}!</p>
${paragraphs.map((p) => `<p>${e(p)}</p>`).join('\n')}
<p><a href="${e(link)}">Visa inlämningen</a></p>
<p>${e(input.shopName)}</p>
</body></html>`
  return { to: input.to, subject, text, html }
}
