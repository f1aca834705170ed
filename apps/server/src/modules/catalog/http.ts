import { ApiErrorDto } from '@kladbyte/contract'
import type { FastifyReply } from 'fastify'

/** Error answers keep their extra fields (validation details) through the response serializer. */
export const ErrorResponse = ApiErrorDto.loose()

/** Public catalogue answers may be cached briefly by browsers and CDNs (the default for /api is no-store). */
export const cachePublicly = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=30')
