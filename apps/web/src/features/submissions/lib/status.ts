import { SUBMISSION_STATUS } from '@kladbyte/contract'
import type { BadgeTone } from '../../../components/ui/badge'
import { submissions as submissionTexts } from '../../../i18n/sv/submissions'

const t = submissionTexts

/** Where a badge is shown: status 3 is black in the list and green in the detail (spec §4). */
export type StatusPlace = 'list' | 'detail'

/** The label and badge tone of a submission status; any other value is 'Okänd' in grey. */
export function submissionStatus(status: number, place: StatusPlace): { label: string; tone: BadgeTone } {
  switch (status) {
    case SUBMISSION_STATUS.created:
      return { label: t.status[0], tone: 'neutral' }
    case SUBMISSION_STATUS.submitted:
      return { label: t.status[1], tone: 'info' }
    case SUBMISSION_STATUS.processing:
      return { label: t.status[2], tone: 'warning' }
    case SUBMISSION_STATUS.completed:
      return { label: t.status[3], tone: place === 'list' ? 'strong' : 'success' }
    case SUBMISSION_STATUS.cancelled:
      return { label: t.status[4], tone: 'danger' }
    default:
      return { label: t.status.unknown, tone: 'neutral' }
  }
}

/** What the member may do at a status (spec §4). */
export const canSubmit = (status: number) => status === SUBMISSION_STATUS.created
export const canDelete = (status: number) => status === SUBMISSION_STATUS.created
export const canCancel = (status: number) =>
  status === SUBMISSION_STATUS.submitted || status === SUBMISSION_STATUS.processing
/** Finished (3) and cancelled (4) submissions are read-only. */
export const canEdit = (status: number) => status === SUBMISSION_STATUS.created || canCancel(status)
