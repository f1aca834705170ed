import type { CategoryTreeNodeDto } from '@kladbyte/contract'
import { adminProducts as t } from '../../../../i18n/sv/admin-products'

/** The tree's categories as options, indented by depth with a marker and the garment count. */
export function CategoryOptions({ tree }: { tree: readonly CategoryTreeNodeDto[] }) {
  return tree.map((node) => (
    <option key={node.id} value={node.id}>
      {t.filter.option(node.name, node.depth, node.count)}
    </option>
  ))
}
