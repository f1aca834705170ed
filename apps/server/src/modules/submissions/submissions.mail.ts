import type { Mail } from '../mail/outbox.js'
import { escapeHtml } from '../mail/templates.js'

interface ReceiptInput {
  to: string
  firstName: string
  submissionId: string
  shopName: string
  publicUrl: string
}

/** The reference members and staff use for a submission: the first 8 characters of its id. */
export const submissionReference = (id: string) => id.slice(0, 8)

/** The receipt sent when a member sends in a submission ('Inlämning mottagen'). */
export function submissionReceiptMail(input: ReceiptInput): Mail {
  const reference = submissionReference(input.submissionId)
  const link = `${input.publicUrl}/my-account/submissions/${input.submissionId}`
  const subject = `Inlämning mottagen (${reference})`
  const paragraphs = [
    `Tack! Vi har tagit emot din inlämning med referens ${reference}.`,
    'Vår personal går igenom dina artiklar och hör av sig i inlämningen. Du kan följa den på ditt konto.',
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
