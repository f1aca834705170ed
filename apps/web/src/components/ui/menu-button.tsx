import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

interface MenuButtonProps {
  /** The button's visible content (e.g. the user's name). */
  label: ReactNode
  /** The button's accessible name when the visible content is not enough. */
  ariaLabel?: string
  /** The items; each gets `close` to shut the menu after acting. */
  children: (close: () => void) => ReactNode
}

/**
 * A button that shows a short list of links and actions below it (the disclosure pattern: plain
 * links and buttons, Tab moves through them). Esc and a click outside close it; Esc returns focus
 * to the button.
 */
export function MenuButton({ label, ariaLabel, children }: MenuButtonProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false)
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    const onFocus = (e: FocusEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    document.addEventListener('focusin', onFocus)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('focusin', onFocus)
    }
  }, [open])

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-medium text-stone-800 hover:bg-stone-200/70"
      >
        {label}
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div
        id={id}
        hidden={!open}
        className="absolute right-0 z-30 mt-2 min-w-52 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
      >
        {children(() => setOpen(false))}
      </div>
    </div>
  )
}

/** The classes of one item in a MenuButton's list (a link or a button). */
export const menuItemClass =
  'flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm font-medium text-stone-800 hover:bg-emerald-50 hover:text-emerald-900'
