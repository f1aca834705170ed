import { constants } from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** Answers smaller than this go as they are: below ~1 KB the encoding's overhead eats the saving. */
export const COMPRESS_THRESHOLD = 1024

/**
 * Text-like answers the server makes per request (JSON, HTML, XML, CSV, plain text, JS/CSS/SVG
 * without a prebuilt copy). Event streams are left out: a compressor buffers, and a live chat
 * event must reach the browser the moment it is written (those routes also hijack the reply).
 */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?(?:json|xml|javascript)|image\/svg\+xml)/i

/**
 * On-the-fly compression of every answer the server builds (ADR 035): brotli at quality 4 and
 * gzip at level 6 cost well under a millisecond for a search page, where the maximum levels cost
 * several. Prebuilt web files carry their own `Content-Encoding` (max-level copies made at build,
 * plugins/web.ts) and pass through untouched; images are not in the list, and 204/304 answers
 * have no body. Request bodies are not decompressed: the body limits count the bytes that
 * arrive, and an inflated body could pass them many times over.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD,
      // Answers up to 64 KB (a search page is ~30 KB) are compressed in one call on the event loop
      // (~0.2 ms at these levels) rather than through a zlib stream on the thread pool, whose hop
      // cost more than the work on two shared cores (bench/README.md, Delivery), and keep an exact
      // Content-Length.
      syncThreshold: 64 * 1024,
      customTypes: (type: string) => COMPRESSIBLE.test(type),
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    })
  },
  { name: 'compression' },
)
