import { type ReactNode, useId } from 'react'
import { sv } from '../../i18n/sv'
import { CloseIcon } from './icons'
import { Modal } from './modal'

const sides = {
  right: 'ml-auto mr-0 h-dvh max-h-dvh w-[min(26rem,100vw)] motion-safe:open:animate-slide-in-right',
  left: 'mr-auto ml-0 h-dvh max-h-dvh w-[min(22rem,100vw)] motion-safe:open:animate-slide-in-left',
  top: 'mb-auto mt-0 w-full max-w-none motion-safe:open:animate-slide-in-top',
} as const

interface SheetProps {
  open: boolean
  onClose: () => void
  title: string
  side?: keyof typeof sides
  children: ReactNode
}

/**
 * A slide-in panel: the kit's modal (Esc, backdrop, focus trap, focus back to the opener) at a
 * side of the screen. Focus goes to the first `[data-autofocus]` element, else the close button.
 */
export function Sheet({ open, onClose, title, side = 'right', children }: SheetProps) {
  const titleId = useId()
  return (
    <Modal
      open={open}
      onRequestClose={onClose}
      labelledBy={titleId}
      className={`bg-paper p-0 shadow-2xl ${sides[side]}`}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-stone-200 px-5 py-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-200"
            aria-label={sv.ui.close}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      </div>
    </Modal>
  )
}
