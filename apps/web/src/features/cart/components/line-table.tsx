import type { CartItemDto } from '@kladbyte/contract'
import type { HTMLAttributes, ReactNode } from 'react'
import { sv } from '../../../i18n/sv'
import { RemoveButton } from './remove-button'

/** One column of a list's table: its header and what each line shows in it. */
export interface LineColumn {
  head: string
  /** A header only screen readers hear (action columns). */
  hiddenHead?: boolean
  headClassName?: string
  cellClassName: string
  cell: (item: CartItemDto) => ReactNode
}

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ')

/** The × column that removes a line, shared by the cart, checkout and wishlist tables. */
export const removeColumn = (
  onRemove: (productId: string) => void,
  disabled: boolean,
  classNames: { head?: string; cell: string },
): LineColumn => ({
  head: sv.cart.col.remove,
  hiddenHead: true,
  headClassName: classNames.head,
  cellClassName: classNames.cell,
  cell: (item) => (
    <RemoveButton name={item.productName} onRemove={() => onRemove(item.productId)} disabled={disabled} />
  ),
})

type RowAttributes = HTMLAttributes<HTMLTableRowElement> & { 'data-unavailable'?: boolean }

/** A list's lines as a table: one row per garment, `columns` left to right, an optional footer. */
export function LineTable({
  items,
  columns,
  className,
  row,
  footer,
}: {
  items: CartItemDto[]
  columns: LineColumn[]
  className: string
  /** Attributes of a line's row (e.g. the red tint of a garment no longer available). */
  row?: (item: CartItemDto) => RowAttributes
  footer?: ReactNode
}) {
  return (
    <table className={className}>
      <thead className="border-b border-stone-300 text-sm text-stone-700">
        <tr>
          {columns.map((col) => (
            <th key={col.head} className={cx(col.headClassName, 'py-2', !col.hiddenHead && 'font-semibold')}>
              {col.hiddenHead ? <span className="sr-only">{col.head}</span> : col.head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-200">
        {items.map((item) => (
          <tr key={item.productId} {...row?.(item)}>
            {columns.map((col) => (
              <td key={col.head} className={col.cellClassName}>
                {col.cell(item)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {footer}
    </table>
  )
}
