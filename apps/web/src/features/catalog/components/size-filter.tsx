import { ADULT_SIZE_RANGES, ADULT_SIZES, CHILD_SIZES } from '@kladbyte/contract'
import { type ReactNode, useState } from 'react'
import { catalog } from '../../../i18n/sv/catalog'

interface Props {
  selected: string[]
  onChange: (sizes: string[]) => void
}

const groups = [
  { key: 'adult', sizes: ADULT_SIZES as readonly string[] },
  { key: 'child', sizes: CHILD_SIZES },
  { key: 'ranges', sizes: ADULT_SIZE_RANGES as readonly string[] },
] as const

/**
 * Size checkboxes from the back-office size list (the contract's SIZE_OPTIONS), grouped: adult sizes
 * open, children's sizes and size ranges folded unless one of them is chosen, to keep the sidebar short.
 */
export function SizeFilter({ selected, onChange }: Props) {
  const toggle = (size: string, on: boolean) =>
    onChange(on ? [...selected, size] : selected.filter((s) => s !== size))
  return (
    <div className="space-y-3">
      {groups.map((group) => {
        const boxes = (
          <div className="flex flex-wrap gap-1.5">
            {group.sizes.map((size) => (
              <label key={size} className="relative">
                {/* The real checkbox lies invisibly over the chip, so a click or tap lands on it. */}
                <input
                  type="checkbox"
                  className="peer absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
                  checked={selected.includes(size)}
                  onChange={(e) => toggle(size, e.target.checked)}
                />
                <span className="inline-block rounded-md border border-stone-300 bg-white px-2.5 py-1 text-xs text-stone-700 peer-checked:border-emerald-800 peer-checked:bg-emerald-800 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-700 peer-hover:border-stone-500">
                  {size}
                </span>
              </label>
            ))}
          </div>
        )
        const title = catalog.sizeGroups[group.key]
        if (group.key === 'adult')
          return (
            <fieldset key={group.key}>
              <legend className="mb-1.5 text-xs font-medium tracking-wide text-stone-600 uppercase">
                {title}
              </legend>
              {boxes}
            </fieldset>
          )
        return (
          <FoldedGroup
            key={group.key}
            title={title}
            initiallyOpen={group.sizes.some((s) => selected.includes(s))}
          >
            {boxes}
          </FoldedGroup>
        )
      })}
    </div>
  )
}

/** A folded size group; it opens by itself only when first shown with a chosen size inside. */
function FoldedGroup({
  title,
  initiallyOpen,
  children,
}: {
  title: string
  initiallyOpen: boolean
  children: ReactNode
}) {
  const [open, setOpen] = useState(initiallyOpen)
  return (
    <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-xs font-medium tracking-wide text-stone-600 uppercase">
        {title}
      </summary>
      <fieldset className="mt-1.5">
        <legend className="sr-only">{title}</legend>
        {children}
      </fieldset>
    </details>
  )
}
