import { type FormEvent, type InputHTMLAttributes, useEffect, useState } from 'react'
import { Button } from '../../components/ui/button'
import { NativeSelect } from '../../components/ui/native-select'
import { TextField } from '../../components/ui/text-field'
import { withFilter } from '../lib/list-state'
import { EMPTY_FILTER, type StatusListState } from '../lib/status-list'

export interface StatusListFilterTexts {
  legend: string
  status: string
  allStatuses: string
  search: string
  searchPlaceholder?: string
  from: string
  to: string
  perPage: string
  apply: string
  clear: string
  refresh?: string
}

/**
 * The filter bar of a staff list (orders, submissions): status, free text, from and to are a draft
 * until the apply button (or Enter) puts them in the URL; the page size applies at once. 'Rensa
 * filter' clears the URL's filters; the refresh button shows when `onRefresh` is given.
 */
export function StatusListFilters({
  state,
  texts,
  statusLabels,
  pageSizes,
  searchInput,
  onApply,
  onRefresh,
}: {
  state: StatusListState
  texts: StatusListFilterTexts
  statusLabels: Readonly<Record<number, string>>
  pageSizes: readonly number[]
  searchInput?: Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'type' | 'maxLength'>
  onApply: (next: StatusListState) => void
  onRefresh?: () => void
}) {
  const [draft, setDraft] = useState(state)
  // The URL changed (back button, a shared link, 'Rensa filter'): show what is in force.
  useEffect(() => setDraft(state), [state])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    onApply(
      withFilter(state, {
        status: draft.status,
        search: draft.search.trim(),
        from: draft.from,
        to: draft.to,
      }),
    )
  }

  return (
    <search>
      <form
        onSubmit={submit}
        aria-label={texts.legend}
        className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4"
      >
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <NativeSelect
            label={texts.status}
            value={draft.status === null ? '' : String(draft.status)}
            onChange={(e) =>
              setDraft({ ...draft, status: e.target.value === '' ? null : Number(e.target.value) })
            }
          >
            <option value="">{texts.allStatuses}</option>
            {[0, 1, 2, 3, 4].map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </NativeSelect>
          <TextField
            label={texts.search}
            placeholder={texts.searchPlaceholder}
            {...searchInput}
            value={draft.search}
            onChange={(e) => setDraft({ ...draft, search: e.target.value })}
          />
          <TextField
            label={texts.from}
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
          <TextField
            label={texts.to}
            type="date"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
          <NativeSelect
            label={texts.perPage}
            value={String(state.perPage)}
            onChange={(e) => onApply(withFilter(state, { perPage: Number(e.target.value) }))}
          >
            {pageSizes.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" className="px-5">
            {texts.apply}
          </Button>
          <Button variant="ghost" className="px-4" onClick={() => onApply(withFilter(state, EMPTY_FILTER))}>
            {texts.clear}
          </Button>
          {onRefresh && texts.refresh && (
            <Button variant="secondary" className="px-4" onClick={onRefresh}>
              {texts.refresh}
            </Button>
          )}
        </div>
      </form>
    </search>
  )
}
