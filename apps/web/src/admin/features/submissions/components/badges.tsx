import { type ApprovalStatus, SUBMISSION_STATUS } from '@kladbyte/contract'
import { Badge, type BadgeTone } from '../../../../components/ui/badge'
import { adminSubmissions as t } from '../../../../i18n/sv/admin-submissions'

const statusTones: Record<number, BadgeTone> = {
  [SUBMISSION_STATUS.created]: 'neutral',
  [SUBMISSION_STATUS.submitted]: 'info',
  [SUBMISSION_STATUS.processing]: 'warning',
  [SUBMISSION_STATUS.completed]: 'success',
  [SUBMISSION_STATUS.cancelled]: 'danger',
}

/** A submission's status in staff's words; an unknown value is 'Okänd' in grey. */
export function StatusBadge({ status }: { status: number }) {
  const label = t.status[status as keyof typeof t.status] ?? t.status.unknown
  return <Badge tone={statusTones[status] ?? 'neutral'}>{label}</Badge>
}

const approvalTones: Record<ApprovalStatus, BadgeTone> = {
  awaiting: 'warning',
  approved: 'success',
  denied: 'danger',
}

/** An item's review state as staff read it: 'Väntar på granskning', 'Godkänd', 'Avvisad'. */
export function ApprovalBadge({ status }: { status: ApprovalStatus }) {
  return <Badge tone={approvalTones[status]}>{t.approval[status]}</Badge>
}
