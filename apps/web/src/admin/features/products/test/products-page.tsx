import type { AdminProductItem, CategoryTreeNodeDto } from '@kladbyte/contract'
import { screen, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { member, mockApi, type Route, renderPage } from '../../../../lib/test/render-page'
import { StaffToaster } from '../../../lib/test/staff-toaster'
import { Component as ProductsPage } from '../routes/products'
export const DAM = 'aaaaaaaa-0000-4000-8000-000000000001'
export const KLANNINGAR = 'aaaaaaaa-0000-4000-8000-000000000002'
export const HERR = 'aaaaaaaa-0000-4000-8000-000000000003'
export const tree: CategoryTreeNodeDto[] = [
  { id: DAM, name: 'Dam', depth: 0, isLeaf: false, count: 3, display: true },
  { id: KLANNINGAR, name: 'Klänningar', depth: 1, isLeaf: true, count: 3, display: true },
  { id: HERR, name: 'Herr', depth: 0, isLeaf: true, count: 12, display: true },
]
export const product = (n: number, overrides: Partial<AdminProductItem> = {}): AdminProductItem => ({
  id: `bbbbbbbb-0000-4000-8000-00000000000${n}`,
  name: `Klänning ${n}`,
  description: '',
  price: 100 + n,
  size: 'M',
  categoryId: KLANNINGAR,
  display: n !== 2,
  state: 'available',
  created: '2026-11-01T10:00:00Z',
  category: { id: KLANNINGAR, name: 'Klänningar', path: ['Dam', 'Klänningar'], depth: 2 },
  thumbnailUrl: n === 1 ? '/media/products/x-320.webp' : null,
  ...overrides,
})
export const page = (items: AdminProductItem[], total = items.length, totalPages = 1) => ({
  body: { items, total, activeTotal: items.filter((i) => i.display).length, page: 1, totalPages },
})

export function open(path: string, routes: Record<string, Route> = {}) {
  const calls = mockApi({
    'GET /api/category/tree': () => ({ body: tree }),
    'GET /api/products/admin/search': () => page([product(1), product(2), product(3, { category: null })]),
    ...routes,
  })
  const view = renderPage(
    <>
      <ProductsPage />
      <StaffToaster />
    </>,
    { path, user: member({ isAdmin: true }) },
  )
  return { ...view, calls }
}
/** Fills the create panel with a valid garment in Klänningar and saves it. */
export async function fillNew(user: ReturnType<typeof userEvent.setup>, panel: HTMLElement, name: string) {
  await user.type(within(panel).getByLabelText('Namn'), name)
  await user.selectOptions(within(panel).getByLabelText('Kategori'), KLANNINGAR)
  await user.selectOptions(within(panel).getByLabelText('Storlek'), 'M')
  await user.type(within(panel).getByLabelText('Pris (poäng)'), '350')
  await user.click(within(panel).getByRole('button', { name: 'Skapa produkt' }))
}
export const location = () => screen.getByTestId('location').textContent
export const table = () => screen.findByRole('table', { name: 'Produkter' })
