import { type ReactNode, useId } from 'react'
import { sv } from '../../i18n/sv'
import { CloseIcon } from './icons'
import { Modal } from './modal'

const sizes = {
  sm: 'w-[min(28rem,calc(100vw-2rem))]',
  md: 'w-[min(36rem,calc(100vw-2rem))]',
  lg: 'w-[min(48rem,calc(100vw-2rem))]',
} as const

export interface DialogProps {
  open: boolean
  /** Esc, the backdrop and the close button ask for this; the caller closes by setting `open`. */
  onClose: () => void
  title: string
  /** A sentence under the title, read out with it. */
  description?: ReactNode
  children?: ReactNode
  /** Buttons at the bottom, right-aligned from `sm` up and stacked on phones. */
  footer?: ReactNode
  size?: keyof typeof sizes
  /** False while something is pending: Esc, the backdrop and the close button do nothing. */
  dismissible?: boolean
  /** False when the footer has its own 'Stäng': one close button, not two of the same name. */
  closeButton?: boolean
}

/** A centred modal with a title, an optional description, content and a footer of actions. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  dismissible = true,
  closeButton = true,
}: DialogProps) {
  const titleId = useId()
  const descriptionId = useId()
  return (
    <Modal
      open={open}
      onRequestClose={onClose}
      dismissible={dismissible}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      className={`m-auto max-h-[calc(100dvh-2rem)] rounded-lg bg-white p-0 shadow-xl ${sizes[size]}`}
    >
      <div className="flex items-start justify-between gap-4 px-6 pt-5">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {closeButton && (
          <button
            type="button"
            onClick={onClose}
            disabled={!dismissible}
            aria-label={sv.ui.close}
            className="-mr-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 disabled:text-stone-400"
          >
            <CloseIcon />
          </button>
        )}
      </div>
      {description && (
        <div id={descriptionId} className="px-6 text-sm text-stone-700">
          {description}
        </div>
      )}
      {children && <div className="px-6 pt-4">{children}</div>}
      {footer && (
        <div className="mt-2 flex flex-col-reverse gap-2 px-6 pt-4 pb-5 sm:flex-row sm:justify-end">
          {footer}
        </div>
      )}
      {!footer && <div className="pb-5" />}
    </Modal>
  )
}
