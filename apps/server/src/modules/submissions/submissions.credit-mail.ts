import { formatPoints } from '@kladbyte/contract'
import type { Mail } from '../../core/mail/outbox.js'
import { submissionReference } from '../../core/mail/references.js'
import { renderLinkMail } from '../../core/mail/templates.js'

interface PointsCreditedInput {
  to: string
  firstName: string
  submissionId: string
  /** What this arrival credited: the item's number (1-based) and condition, and its points. */
  items: { number: number; condition: string; points: number }[]
  shopName: string
  publicUrl: string
}

/** 'Poäng insatta': the garments arrived and their points are on the member's account. */
export function pointsCreditedMail(input: PointsCreditedInput): Mail {
  const reference = submissionReference(input.submissionId)
  const total = input.items.reduce((sum, i) => sum + i.points, 0)
  return renderLinkMail(
    input.to,
    `${input.publicUrl}/my-account/submissions/${input.submissionId}`,
    input.shopName,
    {
      subject: `Poäng insatta (${reference})`,
      greeting: `Hej ${input.firstName}!`,
      paragraphs: [
        `Vi har tagit emot dina plagg från inlämning ${reference} och satt in ${formatPoints(total)} på ditt konto.`,
        ...input.items.map(
          (i) => `Plagg ${i.number}${i.condition ? ` (${i.condition})` : ''}: ${formatPoints(i.points)}`,
        ),
        'Poängen kan du handla för i butiken direkt.',
      ],
      button: 'Visa inlämningen',
    },
  )
}
