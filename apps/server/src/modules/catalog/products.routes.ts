import { ProductDto, ProductImageDto, ProductSearchQuery, ProductSearchResponse } from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { CatalogService } from './catalog.service.js'
import { cachePublicly, ErrorResponse } from './http.js'

const IdParams = z.object({ id: z.string().describe('Produktens id') })
const SimilarParams = z.object({
  id: z.string().describe('Kategorins id'),
  skip: z.string().describe('Antal att hoppa över (heltal)'),
  take: z.string().describe('Antal att hämta (heltal, 1–24)'),
  sort: z.string().describe('Ignoreras (finns för klientens adressform)'),
})
const similarSchema = <P extends z.ZodObject>(summary: string, params: P) => ({
  tags: ['catalog'],
  summary,
  description:
    'Tillgängliga, synliga plagg, nyaste först. Okänd eller dold kategori ger en tom lista så att klienten går vidare till nästa källa.',
  params,
  response: { 200: z.array(ProductDto), 404: ErrorResponse },
})

export const productRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  const viewer = (user: { isAdmin: boolean } | null) => (user ? { isAdmin: user.isAdmin } : null)

  app.get(
    '/api/products/search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Sök och filtrera butikens plagg',
        description:
          'Visar bara synliga, tillgängliga plagg i synliga kategorier. Svensk fulltextsökning (böjningar) i namn och beskrivning, ordled och ordbörjan i namnet (sammansättningar som midiklänning), prefix för ett kort sista ord och stavfel (trigram) när inget annat träffar; bäst träff först, annars nyaste först. page < 1 blir 1, pageSize < 1 blir 20 och > 100 blir 100, maxPrice 0 betyder ingen gräns. Okänd eller dold kategori ger 404.',
        querystring: ProductSearchQuery,
        response: { 200: ProductSearchResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req, reply) => {
      const result = await catalog.search(req.query)
      cachePublicly(reply)
      return result
    },
  )

  app.get(
    '/api/products/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'En produkt med bilder (huvudbilden först)',
        description:
          'Reserverade och sålda plagg visas med sitt state. Dolda plagg och plagg i dolda kategorier ger 404 utom för personal.',
        params: IdParams,
        response: { 200: ProductDto, 404: ErrorResponse },
      },
    },
    async (req, reply) => {
      const { product, shown } = await catalog.getProduct(req.params.id, viewer(req.user))
      // Staff edit what they read here: a cached copy would bring back an old price into the form.
      if (shown && !req.user?.isAdmin) cachePublicly(reply)
      return product
    },
  )

  app.get(
    '/api/products/images/:productId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'En produkts bilder (huvudbilden först)',
        params: z.object({ productId: z.string() }),
        response: { 200: z.array(ProductImageDto), 404: ErrorResponse },
      },
    },
    async (req, reply) => {
      const images = await catalog.productImages(req.params.productId, viewer(req.user))
      // Staff change images and read them back at once (no stale list in their browser).
      if (!req.user?.isAdmin) cachePublicly(reply)
      return images
    },
  )

  app.get(
    '/api/products/category/:id/:skip/:take/:sort',
    {
      config: { access: 'public' },
      schema: similarSchema('Liknande produkter i samma kategori', SimilarParams),
    },
    async (req, reply) => {
      const items = await catalog.similar('category', req.params.id, req.params.skip, req.params.take)
      cachePublicly(reply)
      return items
    },
  )

  app.get(
    '/api/products/mainCategory/:id/:skip/:take/:sort',
    {
      config: { access: 'public' },
      schema: similarSchema('Liknande produkter i samma huvudkategori', SimilarParams),
    },
    async (req, reply) => {
      const items = await catalog.similar('mainCategory', req.params.id, req.params.skip, req.params.take)
      cachePublicly(reply)
      return items
    },
  )

  app.get(
    '/api/products/all/:skip/:take',
    {
      config: { access: 'public' },
      schema: similarSchema(
        'Liknande produkter i hela butiken',
        SimilarParams.pick({ skip: true, take: true }),
      ),
    },
    async (req, reply) => {
      const items = await catalog.similar('all', undefined, req.params.skip, req.params.take)
      cachePublicly(reply)
      return items
    },
  )
}
