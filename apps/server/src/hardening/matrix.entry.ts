import type { Headers, Who, World } from './world.js'

// What a matrix row is, and the helpers rows of several modules share. The rows live beside each
// module's routes (modules/<m>/<m>.hardening.ts); routes.table.ts gathers them.

export interface MatrixRequest {
  url: string
  payload?: unknown
  /** Replaces the caller's standing session headers (e.g. a fresh session for a logout). */
  headers?: Headers
}

export interface Entry {
  /** A well-formed request as `who`; builders may make fresh resources of A's to act on. */
  request: (w: World, who: Who) => MatrixRequest | Promise<MatrixRequest>
  /** A Server-Sent Events stream: opened over HTTP, only its status and headers are checked. */
  stream?: true
  /** Why staff get 404 on this owner route like another member (the thing is the member's alone). */
  staffNotOwner?: string
  /** Why staff get 403 on this member route (a call for members' own accounts only). */
  staffRefused?: string
  /** A member route that addresses a thing of A's: B gets 404 like on an owner route. */
  privateToA?: true
  /** Runs after every other entry, in this rank's order: it ends the caller's session or membership. */
  last?: number
  /** Registered only with Stripe configured: checked on a second app in Stripe mode. */
  stripeOnly?: true
}

/** A module's rows, keyed `METHOD url` exactly as Fastify registers the route. */
export type Rows = Record<string, Entry>

export const n = (() => {
  let i = 0
  return () => ++i
})()
export const staffMail = (w: World) => ({
  to: w.a.user.email,
  subject: 'Hej',
  body: 'Hej från matrisen',
  isHtml: false,
})
/** A row whose request is this URL alone, the same for every caller. */
export const at = (url: string) => () => ({ url })
