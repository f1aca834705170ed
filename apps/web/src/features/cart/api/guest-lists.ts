import type { CartItemDto, ProductDto } from '@kladbyte/contract'

/** The two lists a visitor keeps in the browser until they log in. */
export type ListKind = 'cart' | 'wishlist'

const storageKey = (kind: ListKind) => `kladbyte.guest.${kind}`
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The contract's CartItemDto rules, checked by hand: the header reads the guest lists on every
 * first page, and the zod schema would put zod (~25 kB gzip) into the storefront's entry chunk.
 */
function isStoredLine(value: unknown): value is CartItemDto {
  if (typeof value !== 'object' || value === null) return false
  const line = value as Record<keyof CartItemDto, unknown>
  return (
    typeof line.productId === 'string' &&
    UUID.test(line.productId) &&
    typeof line.categoryId === 'string' &&
    UUID.test(line.categoryId) &&
    typeof line.productName === 'string' &&
    typeof line.productDescription === 'string' &&
    typeof line.productImageUrl === 'string' &&
    typeof line.size === 'string' &&
    Number.isInteger(line.price) &&
    typeof line.available === 'boolean'
  )
}

/** The visitor's stored list; a missing or damaged entry reads as empty. */
export function readGuestList(kind: ListKind): CartItemDto[] {
  try {
    const raw = localStorage.getItem(storageKey(kind))
    if (!raw) return []
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) && parsed.every(isStoredLine) ? parsed : []
  } catch {
    return []
  }
}

/** Replaces the visitor's stored list (an empty list removes the entry). */
export function writeGuestList(kind: ListKind, items: CartItemDto[]): CartItemDto[] {
  try {
    if (items.length === 0) localStorage.removeItem(storageKey(kind))
    else localStorage.setItem(storageKey(kind), JSON.stringify(items))
  } catch (err) {
    // Private mode or a full quota: the list still works for this page view.
    console.warn('Kunde inte spara listan i webbläsaren', err)
  }
  return items
}

/** A cart/wishlist line built from a product, as the spec's add body carries it. */
export function toListItem(product: ProductDto): CartItemDto {
  return {
    productId: product.id,
    productName: product.name,
    productDescription: product.description,
    productImageUrl: product.imageUrl ?? '',
    categoryId: product.categoryId,
    size: product.size,
    price: product.price,
    available: product.state === 'available',
  }
}

/** The spec's POST body for a line (the server only trusts productId). */
export function toAddBody(item: CartItemDto) {
  const { available: _available, ...body } = item
  return body
}
