import { ADMIN_SUBMISSION_PAGE_SIZES } from '@kladbyte/contract'
import { type FormEvent, useEffect, useState } from 'react'
import { Button } from '../../../../components/ui/button'
import { NativeSelect } from '../../../../components/ui/native-select'
import { TextField } from '../../../../components/ui/text-field'
import { adminSubmissionList as t } from '../../../../i18n/sv/admin-submission-list'
import { adminSubmissions } from '../../../../i18n/sv/admin-submissions'
import { EMPTY_FILTER, type SubmissionListState } from '../lib/list-state'

/**
 * Status, search, from and to are a draft until 'Använd filter' (or Enter) puts them in the URL;
 * the page size applies at once. 'Rensa filter' clears the URL's filters.
 */
export function SubmissionFilters({
  state,
  onApply,
}: {
  state: SubmissionListState
  onApply: (next: SubmissionListState) => void
}) {
  const [draft, setDraft] = useState(state)
  // The URL changed (back button, a shared link, 'Rensa filter'): show what is in force.
  useEffect(() => setDraft(state), [state])

  const submit = (e: FormEvent) => {
    e.preventDefault()
    onApply({ ...draft, pageSize: state.pageSize, search: draft.search.trim(), page: 1 })
  }

  return (
    <search>
      <form
        onSubmit={submit}
        aria-label={t.filter.legend}
        className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4"
      >
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <NativeSelect
            label={t.filter.status}
            value={draft.status === null ? '' : String(draft.status)}
            onChange={(e) =>
              setDraft({ ...draft, status: e.target.value === '' ? null : Number(e.target.value) })
            }
          >
            <option value="">{t.filter.allStatuses}</option>
            {([0, 1, 2, 3, 4] as const).map((s) => (
              <option key={s} value={s}>
                {adminSubmissions.status[s]}
              </option>
            ))}
          </NativeSelect>
          <TextField
            label={t.filter.search}
            type="search"
            placeholder={t.filter.searchPlaceholder}
            maxLength={200}
            value={draft.search}
            onChange={(e) => setDraft({ ...draft, search: e.target.value })}
          />
          <TextField
            label={t.filter.from}
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
          <TextField
            label={t.filter.to}
            type="date"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
          <NativeSelect
            label={t.filter.perPage}
            value={String(state.pageSize)}
            onChange={(e) => onApply({ ...state, pageSize: Number(e.target.value), page: 1 })}
          >
            {ADMIN_SUBMISSION_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" className="px-5">
            {t.filter.apply}
          </Button>
          <Button
            variant="ghost"
            className="px-4"
            onClick={() => onApply({ ...state, ...EMPTY_FILTER, page: 1 })}
          >
            {t.filter.clear}
          </Button>
        </div>
      </form>
    </search>
  )
}
