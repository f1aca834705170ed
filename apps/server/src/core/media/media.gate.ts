import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'

/**
 * Image uploads a process reads and decodes at once (ADR 032). Each holds its body (up to
 * IMAGE_BODY_LIMIT, 21 MiB, in about three copies while parsed and decoded) and a decode; without
 * a cap the peak grew with the uploads under way (hostile mix: 20 at once 405 MB, 40 at once
 * 550 MB; with 2 slots 370 and 410 MB). Further uploads wait before their body is read, so it
 * stays in the socket. Decoding is CPU-bound, so more slots than cores buy no speed.
 */
export const IMAGE_UPLOAD_SLOTS = 2

/** A counting semaphore: `acquire` resolves when a slot is free; every acquire is released once. */
export function createSemaphore(slots: number) {
  let free = slots
  const waiting: (() => void)[] = []
  return {
    acquire(): Promise<void> {
      if (free > 0) {
        free--
        return Promise.resolve()
      }
      return new Promise((resolve) => waiting.push(resolve))
    },
    release(): void {
      const next = waiting.shift()
      if (next) next()
      else free++
    },
    /** Slots free and callers waiting, for tests. */
    state: () => ({ free, waiting: waiting.length }),
  }
}

const gate = createSemaphore(IMAGE_UPLOAD_SLOTS)
const holding = new WeakSet<FastifyRequest>()

function release(req: FastifyRequest) {
  if (holding.delete(req)) gate.release()
}

/**
 * Route hooks of every image upload route: a slot is taken after the access check (onRequest)
 * and before the body is read (preParsing), and given back when the answer is sent or the
 * caller goes away.
 */
export const imageUploadGate = {
  preParsing: async (req: FastifyRequest, _reply: FastifyReply, payload: NodeJS.ReadableStream) => {
    await gate.acquire()
    holding.add(req)
    // The caller left while waiting: nothing will answer, so the slot goes back now.
    if (req.raw.destroyed || req.socket?.destroyed) release(req)
    return payload
  },
  onResponse: async (req: FastifyRequest) => release(req),
  onRequestAbort: async (req: FastifyRequest) => release(req),
} satisfies RouteShorthandOptions

/** The upload gate's slots, for tests. */
export const imageUploadGateState = () => gate.state()
