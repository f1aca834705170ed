import { type ReactNode, useEffect, useId, useRef } from 'react'
import { Button } from '../../../components/ui/button'
import { ui } from './styles'

interface ConfirmDialogProps {
  open: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  cancelLabel: string
  busy?: boolean
  onConfirm(): void
  onCancel(): void
}

/**
 * A modal yes/no question on the native <dialog> (focus trap, Escape and backdrop come with it).
 * showModal focuses the first button, the safe choice.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, children, confirmLabel, cancelLabel, busy, onConfirm, onCancel } = props
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    // Environments without showModal (older browsers, jsdom) fall back to the open attribute.
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close()
      else dialog.removeAttribute('open')
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        if (!busy) onCancel()
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg bg-white p-6 text-stone-900 shadow-xl backdrop:bg-stone-900/50"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-2 text-sm text-stone-700">{children}</div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <button type="button" className={ui.dangerSolid} onClick={onConfirm} disabled={busy}>
          {busy && <span className={ui.buttonSpinner} aria-hidden="true" />}
          {confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
