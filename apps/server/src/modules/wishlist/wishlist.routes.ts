import { WishlistItemParams } from '@kladbyte/contract'
import { listRoutes } from '../../core/lists/lists.routes.js'

/** The member's wishlist (spec §7): the shared list calls under /api/wishlist. */
export const wishlistRoutes = listRoutes({
  base: '/api/wishlist',
  tags: ['wishlist'],
  removeParam: { name: 'id', schema: WishlistItemParams },
  summaries: {
    list: 'Önskelistan',
    add: 'Lägger en produkt i önskelistan',
    merge: 'Slår ihop en gästönskelista med medlemmens',
    clear: 'Tömmer önskelistan',
    remove: 'Tar bort en produkt ur önskelistan',
  },
  descriptions: {
    add:
      'Samma kropp som varukorgen; bara productId läses. 201 när den lades till, 200 när den redan fanns. ' +
      'Okänd produkt ger 404, dold/reserverad/såld 409.',
    merge: 'Okända och ej tillgängliga produkter hoppas över. Svarar med hela önskelistan.',
  },
})
