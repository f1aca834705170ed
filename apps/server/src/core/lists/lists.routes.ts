import { AddCartItemBody, CartErrorDto, CartListDto, MergeCartBody } from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type { ListService } from './lists.service.js'

export const listErrors = {
  400: CartErrorDto,
  401: CartErrorDto,
  403: CartErrorDto,
  404: CartErrorDto,
  409: CartErrorDto,
}

/** What differs between the lists' calls: the path, the OpenAPI texts and the remove call's parameter. */
export interface ListRoutesSpec<Param extends string> {
  /** e.g. `/api/cart`; the calls are GET and POST base, POST base/merge, DELETE base/clear and base/:param. */
  base: string
  tags: string[]
  /** The remove call's path parameter and its contract schema (the lists' public APIs name it differently). */
  removeParam: { name: Param; schema: z.ZodType<Record<Param, string>> }
  summaries: { list: string; add: string; merge: string; clear: string; remove: string }
  descriptions: { add: string; merge: string }
}

/** The list/add/merge/clear/remove calls of a member's garment list; every call needs a signed-in member. */
export function listRoutes<Param extends string>(
  spec: ListRoutesSpec<Param>,
): FastifyPluginAsyncZod<{ service: ListService }> {
  const { base, tags, removeParam, summaries, descriptions } = spec
  return async (app, { service }) => {
    app.get(
      base,
      {
        config: { access: 'member' },
        schema: { tags, summary: summaries.list, response: { 200: CartListDto, ...listErrors } },
      },
      async (req) => service.list(req.user!.id),
    )

    app.post(
      base,
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: summaries.add,
          description: descriptions.add,
          body: AddCartItemBody,
          response: { 200: CartListDto, 201: CartListDto, ...listErrors },
        },
      },
      async (req, reply) => {
        const { created, items } = await service.add(req.user!.id, req.body.productId)
        return reply.code(created ? 201 : 200).send(items)
      },
    )

    app.post(
      `${base}/merge`,
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: summaries.merge,
          description: descriptions.merge,
          body: MergeCartBody,
          response: { 200: CartListDto, ...listErrors },
        },
      },
      async (req) => service.merge(req.user!.id, req.body.productIds),
    )

    // A static segment wins over a parameter in Fastify's router, so 'clear' never reaches the parameter.
    app.delete(
      `${base}/clear`,
      {
        config: { access: 'member' },
        schema: { tags, summary: summaries.clear, response: { 200: CartListDto, ...listErrors } },
      },
      async (req) => service.clear(req.user!.id),
    )

    app.delete(
      `${base}/:${removeParam.name}`,
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: summaries.remove,
          params: removeParam.schema,
          response: { 200: CartListDto, ...listErrors },
        },
      },
      // The params schema parsed it; the type provider cannot index a generic key through its mapping.
      async (req) => service.remove(req.user!.id, (req.params as Record<Param, string>)[removeParam.name]),
    )
  }
}
