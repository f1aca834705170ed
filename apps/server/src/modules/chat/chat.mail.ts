import type { Mail } from '../mail/outbox.js'
import { renderLinkMail } from '../mail/templates.js'
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
  return renderLinkMail(
    input.to,
    `${input.publicUrl}/my-account/submissions/${input.submissionId}`,
    input.shopName,
    {
      subject: CHAT_MAIL_SUBJECT,
      greeting: `Hej ${input.firstName}!`,
      paragraphs: [
        `Vår personal har skrivit ett meddelande om din inlämning med referens ${reference}.`,
        'Läs och svara i inlämningen på ditt konto.',
      ],
      button: 'Visa inlämningen',
    },
  )
}
