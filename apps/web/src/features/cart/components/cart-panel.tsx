/** Slide-in cart content (Varukorg). Rendered inside the header's panel by the shell. */
export function CartPanel(_props: { onClose: () => void }) {
  return <p className="p-4 text-stone-600">Varukorgen är tom.</p>
}
