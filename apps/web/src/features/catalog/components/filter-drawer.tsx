import { type ReactNode, useEffect, useRef } from 'react'
import { catalog } from '../../../i18n/sv/catalog'

interface Props {
  /** Open as a slide-in panel (phones and tablets); on desktop the panel is always shown in place. */
  open: boolean
  onClose: () => void
  children: ReactNode
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, summary, [tabindex="0"]'

/**
 * The sidebar's frame: a plain column on desktop, a slide-in dialog below the lg breakpoint with a
 * backdrop, Escape to close, focus kept inside while open and returned to the opener afterwards.
 */
export function FilterDrawer({ open, onClose, children }: Props) {
  const panel = useRef<HTMLElement>(null)

  useEffect(() => {
    if (!open) return
    const opener = document.activeElement as HTMLElement | null
    panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    const previousOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose()
      if (e.key !== 'Tab' || !panel.current) return
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.offsetParent,
      )
      const first = items[0]
      const last = items[items.length - 1]
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault()
        last?.focus()
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault()
        first?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.style.overflow = previousOverflow
      opener?.focus()
    }
  }, [open, onClose])

  return (
    <>
      {open ? (
        <div className="fixed inset-0 z-40 bg-stone-900/40 lg:hidden" aria-hidden="true" onClick={onClose} />
      ) : null}
      <aside
        ref={panel}
        // Only the open slide-in is a modal dialog; on desktop the same panel is a plain sidebar.
        {...(open ? { role: 'dialog', 'aria-modal': true } : {})}
        aria-label={catalog.filters}
        className={`fixed inset-y-0 left-0 z-50 w-[min(22rem,88vw)] overflow-y-auto bg-white p-5 shadow-xl transition-transform duration-200 lg:visible lg:static lg:z-auto lg:w-auto lg:translate-x-0 lg:overflow-visible lg:bg-transparent lg:p-0 lg:shadow-none ${
          open ? 'visible translate-x-0' : 'invisible -translate-x-full'
        }`}
      >
        <div className="mb-4 flex items-center justify-between lg:hidden">
          <h2 className="text-lg font-semibold text-stone-900">{catalog.filters}</h2>
          <button
            type="button"
            data-autofocus
            onClick={onClose}
            aria-label={catalog.closeFilters}
            className="flex size-10 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-emerald-700"
          >
            <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        {children}
      </aside>
    </>
  )
}
