/** Slide-in wishlist content (Önskelista). Rendered inside the header's panel by the shell. */
export function WishlistPanel(_props: { onClose: () => void }) {
  return <p className="p-4 text-stone-600">Inga produkter i önskelistan.</p>
}
