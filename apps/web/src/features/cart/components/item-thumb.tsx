import { sv } from '../../../i18n/sv'

/** A garment's small picture; a neutral box when it has none. Decorative: the name is beside it. */
export function ItemThumb({ src, size = 'md' }: { src: string; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-14' : 'size-20'
  if (!src)
    return (
      <span
        className={`${box} flex shrink-0 items-center justify-center rounded bg-stone-100 text-center text-[10px] text-stone-600`}
      >
        {sv.cart.noImage}
      </span>
    )
  return (
    <img src={src} alt="" loading="lazy" className={`${box} shrink-0 rounded bg-stone-100 object-cover`} />
  )
}
