import { type SelectHTMLAttributes, useId } from 'react'

type NativeSelectProps = SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string }

/**
 * A labelled native select, TextField's sibling: the phone's own picker, long option lists (the
 * indented category tree) and forms that post plain values. The Radix `Select` is for short,
 * styled choices.
 */
export function NativeSelect({ label, error, id, className = '', children, ...rest }: NativeSelectProps) {
  const autoId = useId()
  const selectId = id ?? autoId
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={selectId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        className={`min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-800 ${
          error ? 'border-red-700' : 'border-stone-400'
        }`}
        {...rest}
      >
        {children}
      </select>
      {error && (
        <p id={`${selectId}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
