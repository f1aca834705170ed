import {
  AddCartItemBody,
  CartErrorDto,
  CartListDto,
  MergeCartBody,
  WishlistItemParams,
} from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
// The wishlist shares the cart's list rules and storage shape; only the table differs.
import type { ListService } from '../cart/cart.service.js'

const errors = {
  400: CartErrorDto,
  401: CartErrorDto,
  403: CartErrorDto,
  404: CartErrorDto,
  409: CartErrorDto,
}
const signedIn: { [scheme: string]: string[] }[] = [{ cookie: [] }, { bearer: [] }]
const tags = ['wishlist']

/** The member's wishlist (spec §7). Every call needs a signed-in member. */
export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: ListService }> = async (app, { wishlist }) => {
  app.get(
    '/api/wishlist',
    {
      config: { access: 'member' },
      schema: { tags, security: signedIn, summary: 'Önskelistan', response: { 200: CartListDto, ...errors } },
    },
    async (req) => wishlist.list(req.user!.id),
  )

  app.post(
    '/api/wishlist',
    {
      config: { access: 'member' },
      schema: {
        tags,
        security: signedIn,
        summary: 'Lägger en produkt i önskelistan',
        description:
          'Samma kropp som varukorgen; bara productId läses. 201 när den lades till, 200 när den redan fanns. ' +
          'Okänd produkt ger 404, dold/reserverad/såld 409.',
        body: AddCartItemBody,
        response: { 200: CartListDto, 201: CartListDto, ...errors },
      },
    },
    async (req, reply) => {
      const { created, items } = await wishlist.add(req.user!.id, req.body.productId)
      return reply.code(created ? 201 : 200).send(items)
    },
  )

  app.post(
    '/api/wishlist/merge',
    {
      config: { access: 'member' },
      schema: {
        tags,
        security: signedIn,
        summary: 'Slår ihop en gästönskelista med medlemmens',
        description: 'Okända och ej tillgängliga produkter hoppas över. Svarar med hela önskelistan.',
        body: MergeCartBody,
        response: { 200: CartListDto, ...errors },
      },
    },
    async (req) => wishlist.merge(req.user!.id, req.body.productIds),
  )

  app.delete(
    '/api/wishlist/clear',
    {
      config: { access: 'member' },
      schema: {
        tags,
        security: signedIn,
        summary: 'Tömmer önskelistan',
        response: { 200: CartListDto, ...errors },
      },
    },
    async (req) => wishlist.clear(req.user!.id),
  )

  app.delete(
    '/api/wishlist/:id',
    {
      config: { access: 'member' },
      schema: {
        tags,
        security: signedIn,
        summary: 'Tar bort en produkt ur önskelistan',
        params: WishlistItemParams,
        response: { 200: CartListDto, ...errors },
      },
    },
    async (req) => wishlist.remove(req.user!.id, req.params.id),
  )
}
