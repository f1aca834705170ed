import { ADMIN_PRODUCT_PAGE_SIZES, type CategoryTreeNodeDto } from '@kladbyte/contract'
import { Button } from '../../../../components/ui/button'
import { NativeSelect } from '../../../../components/ui/native-select'
import { adminProducts as t } from '../../../../i18n/sv/admin-products'
import { withFilter } from '../../../lib/list-state'
import type { ProductListState } from '../lib/list-state'
import { CategoryOptions } from './category-options'

/** Category (tree with indentation and counts), page size, the 'Visar X till Y av Z' line and copy link. */
export function ListFilters({
  state,
  tree,
  onChange,
  onCopyLink,
  showing,
}: {
  state: ProductListState
  tree: readonly CategoryTreeNodeDto[]
  onChange: (next: ProductListState) => void
  onCopyLink: () => void
  showing: string
}) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
        <NativeSelect
          label={t.filter.category}
          value={state.category ?? ''}
          onChange={(e) => onChange(withFilter(state, { category: e.target.value || null }))}
        >
          <option value="">{t.filter.all}</option>
          <CategoryOptions tree={tree} />
        </NativeSelect>
        <NativeSelect
          label={t.filter.perPage}
          value={String(state.perPage)}
          onChange={(e) => onChange(withFilter(state, { perPage: Number(e.target.value) }))}
        >
          {ADMIN_PRODUCT_PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-700" aria-live="polite">
          {showing}
        </p>
        <div className="flex flex-wrap gap-2">
          {state.category && (
            <Button
              variant="ghost"
              className="px-4"
              onClick={() => onChange(withFilter(state, { category: null }))}
            >
              {t.filter.clear}
            </Button>
          )}
          <Button variant="secondary" className="px-4" onClick={onCopyLink}>
            {t.copyLink}
          </Button>
        </div>
      </div>
    </div>
  )
}
