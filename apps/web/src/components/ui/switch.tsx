import { useId } from 'react'

interface SwitchProps {
  label: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  hint?: string
  disabled?: boolean
}

/** An on/off toggle (role=switch): Space or Enter flips it; the label says what is on. */
export function Switch({ label, checked, onCheckedChange, hint, disabled }: SwitchProps) {
  const id = useId()
  const hintId = useId()
  return (
    <div className="flex items-start gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        id={id}
        aria-describedby={hint ? hintId : undefined}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800 disabled:opacity-60 ${
          checked ? 'bg-emerald-800' : 'bg-stone-400'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            checked ? 'translate-x-6' : 'translate-x-1'
          }`}
        />
      </button>
      <div className="flex flex-col gap-0.5">
        {/* A button is labelable: clicking the text flips the switch too. */}
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {label}
        </label>
        {hint && (
          <span id={hintId} className="text-sm text-stone-600">
            {hint}
          </span>
        )}
      </div>
    </div>
  )
}
