import type { CartItemDto } from '@kladbyte/contract'
import type { QueryClient } from '@tanstack/react-query'
import type { listQuery } from './get-list'
import { type ListKind, readGuestList, writeGuestList } from './guest-lists'
import type { ListScope } from './list-mode'

/** The query key of one list for one owner (member id or 'guest'). */
export const listKey = (kind: ListKind, scope: ListScope) => [kind, scope.key] as const

/** Puts a list the server answered with (or the new browser copy) into the shared cache. */
export function setList(queryClient: QueryClient, kind: ListKind, scope: ListScope, items: unknown) {
  if (Array.isArray(items)) queryClient.setQueryData(listKey(kind, scope), items as CartItemDto[])
}

/** Changes the visitor's browser list and returns the new list. */
export const updateGuestList = (kind: ListKind, change: (items: CartItemDto[]) => CartItemDto[]) =>
  writeGuestList(kind, change(readGuestList(kind)))

/** Appends a line unless the garment is already there (spec §4: adding is then skipped). */
export const withLine = (items: CartItemDto[], item: CartItemDto) =>
  items.some((i) => i.productId === item.productId) ? items : [...items, item]

/** The list without the given garment. */
export const withoutLine = (items: CartItemDto[], productId: string) =>
  items.filter((i) => i.productId !== productId)

type ListQuery = ReturnType<typeof listQuery>

export type AddResult = 'added' | 'already'

/**
 * Adds a line to a list: skipped when the garment is already in it, otherwise posted to the server
 * (members) or written to the browser (visitors). `post` is the list's own call, `listQuery` its
 * query (read to skip duplicates).
 */
export async function addLine(
  queryClient: QueryClient,
  kind: ListKind,
  scope: ListScope,
  item: CartItemDto,
  post: (item: CartItemDto) => Promise<unknown>,
  listQuery: ListQuery,
): Promise<AddResult> {
  if (scope.mode === 'guest') {
    const before = readGuestList(kind)
    if (before.some((i) => i.productId === item.productId)) return 'already'
    setList(queryClient, kind, scope, writeGuestList(kind, withLine(before, item)))
    return 'added'
  }
  const current = await queryClient.ensureQueryData(listQuery)
  if (current.some((i) => i.productId === item.productId)) return 'already'
  setList(queryClient, kind, scope, await post(item))
  await queryClient.invalidateQueries({ queryKey: [kind] })
  return 'added'
}
