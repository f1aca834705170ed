import type { ApprovalStatus } from '@kladbyte/contract'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { submissions as submissionTexts } from '../../../i18n/sv/submissions'
import { type StatusPlace, submissionStatus } from '../lib/status'

/** A submission's status in the colours of spec §4. */
export function SubmissionStatusBadge({ status, place }: { status: number; place: StatusPlace }) {
  const { label, tone } = submissionStatus(status, place)
  return <Badge tone={tone}>{label}</Badge>
}

const approvalTones: Record<ApprovalStatus, BadgeTone> = {
  awaiting: 'warning',
  approved: 'success',
  denied: 'danger',
}

/** An item's approval as the member sees it: awaiting yellow, approved green, denied red. */
export function ApprovalBadge({ status }: { status: ApprovalStatus }) {
  return <Badge tone={approvalTones[status]}>{submissionTexts.approval[status]}</Badge>
}
