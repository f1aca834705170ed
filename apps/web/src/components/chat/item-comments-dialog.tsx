import type { ChatSender } from '@kladbyte/contract'
import { chat as t } from '../../i18n/sv/chat'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { Chat } from './chat'

/**
 * 'Kommentarer för artikel: {condition} ({position})': the item's chat (250 px) in a dialog at
 * most 600 px wide (spec §2.1, §9), for the member and for staff alike.
 */
export function ItemCommentsDialog({
  open,
  onClose,
  submissionId,
  itemId,
  condition,
  position,
  viewer,
  otherName,
  sendFailedText,
  onMarkedRead,
}: {
  open: boolean
  onClose: () => void
  submissionId: string
  itemId: string
  condition: string
  position: number
  viewer: ChatSender
  otherName: string
  sendFailedText: string
  onMarkedRead?: () => void
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t.commentsTitle(condition, position)}
      closeButton={false}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t.close}
        </Button>
      }
    >
      {/* Mounted only while open: opening is what marks the comments read. */}
      {open && (
        <Chat
          submissionId={submissionId}
          itemId={itemId}
          viewer={viewer}
          otherName={otherName}
          height={250}
          sendFailedText={sendFailedText}
          label={t.commentsLog(position)}
          onMarkedRead={onMarkedRead}
        />
      )}
    </Dialog>
  )
}
