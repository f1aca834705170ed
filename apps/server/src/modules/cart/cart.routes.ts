import { CartListDto, CartProductParams, WishlistItemParams } from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listErrors, listRoutes } from '../../core/lists/lists.routes.js'
import type { ListService } from '../../core/lists/lists.service.js'
import type { WishlistMover } from './cart.service.js'

const tags = ['cart']

/** The shared list calls under /api/cart. */
const cartListRoutes = listRoutes({
  base: '/api/cart',
  tags,
  removeParam: { name: 'productId', schema: CartProductParams },
  summaries: {
    list: 'Varukorgen',
    add: 'Lägger en produkt i varukorgen',
    merge: 'Slår ihop en gästvarukorg med medlemmens',
    clear: 'Tömmer varukorgen',
    remove: 'Tar bort en produkt ur varukorgen',
  },
  descriptions: {
    add:
      'Bara productId läses; övriga fält fylls från produkten. 201 när den lades till, 200 när den redan fanns. ' +
      'Okänd produkt ger 404, dold/reserverad/såld 409.',
    merge: 'Okända och ej tillgängliga produkter hoppas över. Svarar med hela varukorgen.',
  },
})

/** The member's cart (spec §7), kept on the server, and moving wishlist garments into it. */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: ListService; wishlistMover: WishlistMover }> = async (
  app,
  { cart, wishlistMover },
) => {
  await app.register(cartListRoutes, { service: cart })

  app.post(
    '/api/cart/add-wishlist-to-cart',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Flyttar alla tillgängliga produkter från önskelistan till varukorgen',
        response: { 200: CartListDto, ...listErrors },
      },
    },
    async (req) => wishlistMover.moveAll(req.user!.id),
  )

  app.post(
    '/api/cart/add-wishlist-item-to-cart/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Flyttar en produkt från önskelistan till varukorgen',
        params: WishlistItemParams,
        response: { 200: CartListDto, ...listErrors },
      },
    },
    async (req) => wishlistMover.moveOne(req.user!.id, req.params.id),
  )
}
