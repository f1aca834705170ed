import { Badge, type BadgeTone } from '../../../../components/ui/badge'
import { adminSubmissionList as t } from '../../../../i18n/sv/admin-submission-list'
import { StatusBadge } from './badges'

/** The list's status: staff's status badge led by an emoji, so a status is found at a glance. */
export function StatusEmojiBadge({ status }: { status: number }) {
  const emoji = t.statusEmoji[status as keyof typeof t.statusEmoji] ?? t.statusEmoji.unknown
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <span aria-hidden="true">{emoji}</span>
      <StatusBadge status={status} />
    </span>
  )
}

const priorityTones: Record<string, BadgeTone> = { hög: 'danger', medium: 'warning', låg: 'info' }

/** A submission's priority as staff set it; none is 'Ej angiven' in plain grey text. */
export function PriorityBadge({ priority }: { priority: string }) {
  if (!priority) return <span className="whitespace-nowrap text-stone-600">{t.priority['']}</span>
  const label = t.priority[priority as keyof typeof t.priority] ?? priority
  return <Badge tone={priorityTones[priority] ?? 'neutral'}>{label}</Badge>
}
