import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react'

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Open modals; the page scrolls again only when the last one closes. */
let openCount = 0

interface ModalProps {
  open: boolean
  /** Asked for by Esc, a click on the backdrop or a close button; the caller sets `open` false. */
  onRequestClose: () => void
  /** While false (e.g. a request is pending), Esc and the backdrop do nothing. */
  dismissible?: boolean
  labelledBy: string
  describedBy?: string
  className: string
  children: ReactNode
}

/**
 * The kit's one modal surface, on the native <dialog> (top layer, rest of the page inert) instead
 * of a JS dialog library: the shell's sheets live in the entry chunk, where Radix Dialog would add
 * 13 kB gzip (ADR 014). Esc, the Tab trap and focus placement are also done here so they behave
 * the same in every browser and in jsdom, which has no showModal. Focus goes to the first
 * `[data-autofocus]` element (else the first focusable one) and returns to the opener on close.
 */
export function Modal({
  open,
  onRequestClose,
  dismissible = true,
  labelledBy,
  describedBy,
  className,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const wasOpen = useRef(false)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || open === wasOpen.current) return
    wasOpen.current = open
    if (open) {
      opener.current = document.activeElement as HTMLElement | null
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
      const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector(TABBABLE)
      ;(first ?? dialog).focus()
      if (openCount++ === 0) document.documentElement.style.overflow = 'hidden'
    } else {
      if (typeof dialog.close === 'function') dialog.close()
      else dialog.removeAttribute('open')
      release(opener)
    }
  }, [open])

  // Unmounting while open (e.g. leaving the layout) must not leave the page unscrollable.
  useEffect(
    () => () => {
      if (wasOpen.current) release(opener)
    },
    [],
  )

  const requestClose = () => {
    if (dismissible) onRequestClose()
  }

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Escape') {
      // Handled here so the browser's own cancel (which would close without React) never runs.
      e.preventDefault()
      e.stopPropagation()
      requestClose()
    } else if (e.key === 'Tab') {
      trapTab(e)
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault()
        requestClose()
      }}
      // A browser may still close it (e.g. a repeated back gesture); keep React in step.
      onClose={() => {
        if (wasOpen.current) onRequestClose()
      }}
      // A click on the backdrop lands on the dialog element itself, outside the content box.
      onClick={(e) => {
        if (e.target === e.currentTarget) requestClose()
      }}
      className={`fixed text-stone-900 backdrop:bg-stone-900/45 ${className}`}
    >
      {open && children}
    </dialog>
  )
}

function release(opener: { current: HTMLElement | null }) {
  if (--openCount <= 0) {
    openCount = 0
    document.documentElement.style.removeProperty('overflow')
  }
  if (opener.current?.isConnected) opener.current.focus()
  opener.current = null
}

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
function trapTab(e: KeyboardEvent<HTMLDialogElement>) {
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)]
  if (items.length === 0) {
    e.preventDefault()
    return
  }
  const first = items[0]!
  const last = items[items.length - 1]!
  const active = document.activeElement
  if (e.shiftKey && (active === first || active === e.currentTarget)) {
    e.preventDefault()
    last.focus()
  } else if (!e.shiftKey && active === last) {
    e.preventDefault()
    first.focus()
  }
}
