import {
  AddCartItemBody,
  CartErrorDto,
  CartListDto,
  CartProductParams,
  MergeCartBody,
  WishlistItemParams,
} from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { ListService, WishlistMover } from './cart.service.js'

const errors = {
  400: CartErrorDto,
  401: CartErrorDto,
  403: CartErrorDto,
  404: CartErrorDto,
  409: CartErrorDto,
}
const signedIn: { [scheme: string]: string[] }[] = [{ cookie: [] }, { bearer: [] }]
const tags = ['cart']

/** The member's cart (spec §7), kept on the server. Every call needs a signed-in member. */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: ListService; wishlistMover: WishlistMover }> = async (
  app,
  { cart, wishlistMover },
) => {
  app.get(
    '/api/cart',
    {
      config: { access: 'member' },
      schema: { tags, security: signedIn, summary: 'Varukorgen', response: { 200: CartListDto, ...errors } },
    },
    async (req) => cart.list(req.user!.id),
  )

  app.post(
    '/api/cart',
    {
      config: { access: 'member' },
      schema: {
        tags,
        security: signedIn,
        summary: 'Lägger en produkt i varukorgen',
        description:
          'Bara productId läses; övriga fält fylls från produkten. 201 när den lades till, 200 när den redan fanns. ' +
          'Okänd produkt ger 404, dold/reserverad/såld 409.',
        body: AddCartItemBody,
        response: { 200: CartListDto, 201: CartListDto, ...errors },
      },
    },
    async (req, reply) => {
      const { created, items } = await cart.add(req.user!.id, req.body.productId)
      return reply.code(created ? 201 : 200).send(items)
    },
  )

  app.post(
    '/api/cart/merge',
    {
      config: { access: 'member' },
      schema: {
        tags,
        security: signedIn,
        summary: 'Slår ihop en gästvarukorg med medlemmens',
        description: 'Okända och ej tillgängliga produkter hoppas över. Svarar med hela varukorgen.',
        body: MergeCartBody,
        response: { 200: CartListDto, ...errors },
      },
    },
    async (req) => cart.merge(req.user!.id, req.body.productIds),
  )

  // A static segment wins over a parameter in Fastify's router, so 'clear' never reaches {productId}.
  app.delete(
    '/api/cart/clear',
    {
      config: { access: 'member' },
      schema: {
        tags,
        security: signedIn,
        summary: 'Tömmer varukorgen',
        response: { 200: CartListDto, ...errors },
      },
    },
    async (req) => cart.clear(req.user!.id),
  )

  app.delete(
    '/api/cart/:productId',
    {
      config: { access: 'member' },
      schema: {
        tags,
        security: signedIn,
        summary: 'Tar bort en produkt ur varukorgen',
        params: CartProductParams,
        response: { 200: CartListDto, ...errors },
      },
    },
    async (req) => cart.remove(req.user!.id, req.params.productId),
  )

  app.post(
    '/api/cart/add-wishlist-to-cart',
    {
      config: { access: 'member' },
      schema: {
        tags,
        security: signedIn,
        summary: 'Flyttar alla tillgängliga produkter från önskelistan till varukorgen',
        response: { 200: CartListDto, ...errors },
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
        security: signedIn,
        summary: 'Flyttar en produkt från önskelistan till varukorgen',
        params: WishlistItemParams,
        response: { 200: CartListDto, ...errors },
      },
    },
    async (req) => wishlistMover.moveOne(req.user!.id, req.params.id),
  )
}
