import * as SelectPrimitive from '@radix-ui/react-select'
import { useCallback, useId, useState } from 'react'
import { sv } from '../../i18n/sv'

export interface SelectOption {
  /** Never empty: Radix reserves '' for "no value"; use e.g. 'all' for an "every…" choice. */
  value: string
  label: string
  disabled?: boolean
}

interface SelectProps {
  label: string
  /** Visually hidden label, for a select whose purpose its surroundings make plain. */
  hideLabel?: boolean
  options: readonly SelectOption[]
  value: string | undefined
  onValueChange: (value: string) => void
  placeholder?: string
  /** Submitted under this name inside a form (Radix renders a hidden native select). */
  name?: string
  disabled?: boolean
  className?: string
}

const Chevron = () => (
  <svg
    viewBox="0 0 24 24"
    width="18"
    height="18"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d="m6 9 6 6 6-6" />
  </svg>
)

/** A labelled dropdown on Radix: opens with Enter, Space or the arrow keys, typeahead, Esc closes. */
export function Select({
  label,
  hideLabel = false,
  options,
  value,
  onValueChange,
  placeholder = sv.ui.select.placeholder,
  name,
  disabled,
  className = '',
}: SelectProps) {
  const id = useId()
  // Inside a modal <dialog> (the top layer, everything else inert) the list must open inside it.
  const [container, setContainer] = useState<HTMLElement | null>(null)
  const findDialog = useCallback(
    (el: HTMLDivElement | null) => setContainer(el?.closest('dialog') ?? null),
    [],
  )
  return (
    <div ref={findDialog} className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-stone-800'}>
        {label}
      </label>
      {/* '' keeps Radix controlled while nothing is chosen (it then shows the placeholder). */}
      <SelectPrimitive.Root value={value ?? ''} onValueChange={onValueChange} name={name} disabled={disabled}>
        <SelectPrimitive.Trigger
          id={id}
          className="inline-flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-stone-400 bg-white px-3.5 py-2 text-left text-base text-stone-900 disabled:cursor-not-allowed disabled:bg-stone-100 data-[placeholder]:text-stone-500"
        >
          <SelectPrimitive.Value placeholder={placeholder} />
          <SelectPrimitive.Icon className="text-stone-600">
            <Chevron />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal container={container ?? undefined}>
          <SelectPrimitive.Content
            position="popper"
            sideOffset={4}
            className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-lg border border-stone-200 bg-white shadow-lg"
          >
            <SelectPrimitive.Viewport className="p-1">
              {options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className="relative flex min-h-10 cursor-default items-center rounded-md py-2 pr-3 pl-8 text-base text-stone-900 outline-none select-none data-[disabled]:text-stone-400 data-[highlighted]:bg-emerald-50 data-[highlighted]:text-emerald-950"
                >
                  <SelectPrimitive.ItemIndicator className="absolute left-2.5 text-emerald-800">
                    ✓
                  </SelectPrimitive.ItemIndicator>
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
    </div>
  )
}
