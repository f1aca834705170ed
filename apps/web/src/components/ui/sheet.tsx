import { type ReactNode, useEffect, useId, useRef } from 'react'
import { sv } from '../../i18n/sv'
import { CloseIcon } from './icons'

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
 * A slide-in panel on the native modal <dialog>: the browser makes the rest of the page inert
 * (focus stays inside) and closes it on Esc. Focus goes to the first `[data-autofocus]` element
 * (else the close button) and returns to whatever opened the panel.
 */
export function Sheet({ open, onClose, title, side = 'right', children }: SheetProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null
      dialog.showModal()
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
      document.documentElement.style.overflow = 'hidden'
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  // Unmounting while open (e.g. leaving the layout) must not leave the page unscrollable.
  useEffect(() => () => void document.documentElement.style.removeProperty('overflow'), [])

  const handleClose = () => {
    document.documentElement.style.removeProperty('overflow')
    onClose()
    opener.current?.focus()
    opener.current = null
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Esc is handled natively by the modal dialog.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={handleClose}
      // A click on the backdrop lands on the dialog element itself, outside the panel box.
      onClick={(e) => {
        if (e.target === e.currentTarget) e.currentTarget.close()
      }}
      className={`fixed bg-paper p-0 text-stone-900 shadow-2xl backdrop:bg-stone-900/45 ${sides[side]}`}
    >
      {open && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-stone-200 px-5 py-3">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={() => ref.current?.close()}
              className="inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-200"
              aria-label={sv.common.close}
            >
              <CloseIcon />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </div>
      )}
    </dialog>
  )
}
