import type { Mail } from '../../core/mail/outbox.js'
import { submissionReference } from '../../core/mail/references.js'
import { renderLinkMail } from '../../core/mail/templates.js'

interface ReceiptInput {
  to: string
  firstName: string
  submissionId: string
  shopName: string
  publicUrl: string
}

/** The receipt sent when a member sends in a submission ('Inlämning mottagen'). */
export function submissionReceiptMail(input: ReceiptInput): Mail {
  const reference = submissionReference(input.submissionId)
  return renderLinkMail(
    input.to,
    `${input.publicUrl}/my-account/submissions/${input.submissionId}`,
    input.shopName,
    {
      subject: `Inlämning mottagen (${reference})`,
      greeting: `Hej ${input.firstName}!`,
      paragraphs: [
        `Tack! Vi har tagit emot din inlämning med referens ${reference}.`,
        'Vår personal går igenom dina artiklar och hör av sig i inlämningen. Du kan följa den på ditt konto.',
      ],
      button: 'Visa inlämningen',
    },
  )
}
