import type { Mail } from '../../core/mail/outbox.js'
import { submissionReference } from '../../core/mail/references.js'
import { renderLinkMail } from '../../core/mail/templates.js'

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
