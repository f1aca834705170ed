import type { SentEmailDto } from '@kladbyte/contract'
import { adminEmail as t } from '../../i18n/sv/admin-email'

/**
 * A sent mail's message, collapsed under 'Visa meddelande': always the plain-text part the outbox
 * got (for an HTML mail too), as text, so nothing a mail holds is ever rendered as HTML here.
 * Mails recorded before bodies were kept have none and show nothing.
 */
export function SentEmailMessage({ email }: { email: Pick<SentEmailDto, 'text'> }) {
  if (!email.text) return null
  return (
    <details className="mt-1">
      <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-emerald-900">
        {t.showMessage}
      </summary>
      <p className="rounded bg-stone-50 p-3 text-sm break-words whitespace-pre-wrap">{email.text}</p>
    </details>
  )
}
