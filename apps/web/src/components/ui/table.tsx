import type { KeyboardEvent, MouseEvent, ReactNode } from 'react'
import { sv } from '../../i18n/sv'

export interface Column<T> {
  id: string
  header: string
  cell: (row: T) => ReactNode
  /** The label beside the value on phones; defaults to `header`. Empty string: value only. */
  mobileLabel?: string
  /** Left out of the phone card (e.g. a thumbnail or a detail the card's title already says). */
  hideOnMobile?: boolean
  /** Only in the phone card (e.g. thumbnail and name as one block where the table has two columns). */
  hideOnDesktop?: boolean
  /** Numbers read best right-aligned in the table. */
  align?: 'left' | 'right'
  /** The header is for screen readers only (e.g. a column of remove buttons). */
  hiddenHeader?: boolean
}

interface TableProps<T> {
  /** Names the table for screen readers (visually hidden). */
  caption: string
  columns: readonly Column<T>[]
  rows: readonly T[]
  rowKey: (row: T) => string
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode
  /** Makes rows clickable and activatable with Enter (e.g. open the submission). */
  onRowActivate?: (row: T) => void
  /** Extra classes for a row, e.g. a highlight for a just-added one; a `bg-*` replaces the card's white. */
  rowClassName?: (row: T) => string
}

const INTERACTIVE = 'a, button, input, select, textarea, label'

/**
 * Data as a semantic <table> from `md` up and as a list of cards below it, from one column
 * definition. Both are rendered and CSS shows one, so nothing re-renders when the screen turns.
 */
export function Table<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  onRowActivate,
  rowClassName,
}: TableProps<T>) {
  if (rows.length === 0) {
    return (
      <div className="rounded-lg border border-stone-200 bg-white p-6 text-center text-stone-600">
        {empty ?? sv.ui.table.empty}
      </div>
    )
  }

  // Clicks on a link or button inside the row do their own thing, not the row's.
  const activation = (row: T) =>
    onRowActivate && {
      tabIndex: 0,
      onClick: (e: MouseEvent<HTMLElement>) => {
        if (!(e.target as HTMLElement).closest(INTERACTIVE)) onRowActivate(row)
      },
      onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
        if (e.key === 'Enter' && e.target === e.currentTarget) onRowActivate(row)
      },
      className: 'cursor-pointer hover:bg-stone-50',
    }

  const cardRuns = runsOf(columns.filter((c) => !c.hideOnMobile))
  const tableColumns = columns.filter((c) => !c.hideOnDesktop)

  return (
    <>
      <table className="hidden w-full border-collapse text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-300">
            {tableColumns.map((c) => (
              <th
                key={c.id}
                scope="col"
                className={`px-3 py-2 font-semibold text-stone-700 ${c.align === 'right' ? 'text-right' : ''}`}
              >
                {c.hiddenHeader ? <span className="sr-only">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const act = activation(row)
            return (
              <tr
                key={rowKey(row)}
                {...act}
                className={`border-b border-stone-200 ${act?.className ?? ''} ${rowClassName?.(row) ?? ''}`}
              >
                {tableColumns.map((c) => (
                  <td
                    key={c.id}
                    className={`px-3 py-3 align-middle ${c.align === 'right' ? 'text-right tabular-nums' : ''}`}
                  >
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>

      <ul aria-label={caption} className="flex flex-col gap-3 md:hidden">
        {rows.map((row) => {
          const act = activation(row)
          const extra = rowClassName?.(row) ?? ''
          // Tailwind's CSS order, not class order, decides between two backgrounds: use one.
          const background = /(^|\s)bg-/.test(extra) ? '' : 'bg-white'
          return (
            <li
              key={rowKey(row)}
              {...act}
              className={`rounded-lg border border-stone-200 p-4 shadow-sm ${background} ${act?.className ?? ''} ${extra}`}
            >
              <div className="flex flex-col gap-1.5 text-sm">
                {cardRuns.map((run) =>
                  run.labelled ? (
                    <dl
                      key={run.columns[0]!.id}
                      className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-1.5"
                    >
                      {run.columns.map((c) => (
                        <div key={c.id} className="contents">
                          <dt className="text-stone-600">{c.mobileLabel ?? c.header}</dt>
                          <dd className="min-w-0 text-stone-900">{c.cell(row)}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : (
                    run.columns.map((c) => (
                      <div key={c.id} className="min-w-0 font-medium text-stone-900">
                        {c.cell(row)}
                      </div>
                    ))
                  ),
                )}
              </div>
            </li>
          )
        })}
      </ul>
    </>
  )
}

/**
 * A card's columns in runs: labelled ones become one <dl> of term–value pairs, value-only ones
 * (`mobileLabel: ''`) plain blocks between them, since a <dd> without its <dt> is invalid.
 */
function runsOf<T>(columns: readonly Column<T>[]) {
  const runs: { labelled: boolean; columns: Column<T>[] }[] = []
  for (const c of columns) {
    const labelled = (c.mobileLabel ?? c.header) !== ''
    const last = runs[runs.length - 1]
    if (last && last.labelled === labelled) last.columns.push(c)
    else runs.push({ labelled, columns: [c] })
  }
  return runs
}
