import type { CartItemDto } from '@kladbyte/contract'
import type { ReactNode } from 'react'
import { Spinner } from '../../../components/ui/spinner'
import { PanelList } from './panel-list'
import { btn } from './styles'

interface Props {
  list: { isPending: boolean; items: CartItemDto[] }
  remove: { mutate: (productId: string) => void; isPending: boolean }
  clear: { mutate: () => void; isPending: boolean }
  empty: string
  clearLabel: string
  /** A line under the list (the cart's total); without it the actions get the dividing border. */
  summary?: ReactNode
  /** The list's own buttons and links, above the clear button. */
  children: ReactNode
}

/** The slide-in content of the cart or the wishlist: lines, the list's actions and clear. */
export function ListPanel({ list, remove, clear, empty, clearLabel, summary, children }: Props) {
  if (list.isPending) return <Spinner />
  if (list.items.length === 0) return <p className="p-4 text-stone-700">{empty}</p>
  return (
    <div className="flex h-full flex-col gap-4 p-4">
      <PanelList items={list.items} onRemove={(id) => remove.mutate(id)} removing={remove.isPending} />
      {summary}
      <div className={summary ? 'grid gap-2' : 'grid gap-2 border-t border-stone-300 pt-3'}>
        {children}
        <button
          type="button"
          onClick={() => clear.mutate()}
          disabled={clear.isPending}
          className={`${btn.link} justify-self-center`}
        >
          {clearLabel}
        </button>
      </div>
    </div>
  )
}
