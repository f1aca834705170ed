import type { ReactNode } from 'react'
import { sv } from '../../i18n/sv'
import { Button, buttonClass } from './button'
import { Dialog } from './dialog'

const pendingClass = 'aria-disabled:cursor-wait aria-disabled:opacity-80'
const destructiveClass = `inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-red-700 px-6 py-2.5 text-base font-medium text-white shadow-sm transition-colors hover:bg-red-800 ${pendingClass}`
const primaryClass = buttonClass('primary', pendingClass)

export interface ConfirmDialogProps {
  open: boolean
  /** Cancel, Esc or the backdrop; ignored while `pending`. */
  onCancel: () => void
  onConfirm: () => void
  title?: string
  message?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  /** Red confirm button (default): the action removes or ends something. */
  destructive?: boolean
  /** The confirmed action is running: both buttons are disabled, so it cannot be confirmed twice. */
  pending?: boolean
}

/**
 * A yes/no question before an action that cannot be undone (defaults: 'Bekräfta borttagning',
 * 'Ja, ta bort', 'Avbryt'). Cancel, the safe choice, has focus first; focus returns to the trigger.
 */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title = sv.ui.confirm.title,
  message = sv.ui.confirm.message,
  confirmLabel = sv.ui.confirm.confirm,
  cancelLabel = sv.ui.confirm.cancel,
  destructive = true,
  pending = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      size="sm"
      dismissible={!pending}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending} data-autofocus>
            {cancelLabel}
          </Button>
          {/* aria-disabled, not disabled: a pressed confirm keeps focus while the action runs. */}
          <button
            type="button"
            className={destructive ? destructiveClass : primaryClass}
            onClick={() => pending || onConfirm()}
            aria-disabled={pending || undefined}
            aria-busy={pending || undefined}
          >
            {pending && <Spin />}
            {confirmLabel}
          </button>
        </>
      }
    />
  )
}

const Spin = () => (
  <span
    aria-hidden="true"
    className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
  />
)
