import { type ComponentProps, forwardRef, useId } from 'react'
import { ui } from './styles'

interface TextFieldProps extends ComponentProps<'input'> {
  label: string
  hint?: string
  error?: string
}

/** A labelled input with an optional hint and error, wired up for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, className, readOnly, ...input },
  ref,
) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={className}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={readOnly ? ui.readOnly : ui.input}
        {...input}
      />
      {hint && (
        <p id={hintId} className={ui.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={ui.fieldError}>
          {error}
        </p>
      )}
    </div>
  )
})
