import type { ChatSender } from '@kladbyte/contract'
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.js'

// Not-found texts are the submissions module's (a member must not tell "missing" from "someone else's").
export const NOT_FOUND = 'Kunde inte hitta inlämningen.'
export const ITEM_NOT_FOUND = 'Kunde inte hitta artikeln.'
export const MESSAGE_NOT_FOUND = 'Kunde inte hitta meddelandet.'
export const WRONG_SIDE = 'Du kan bara skriva och läsa chatten som din egen part i inlämningen.'
export const NOT_YOUR_MESSAGE = 'Du kan bara ta bort dina egna meddelanden.'
export const ALREADY_READ = 'Meddelandet har redan lästs och kan inte tas bort.'
export const RATE_LIMITED = 'Du har skickat många meddelanden på kort tid. Vänta en stund och försök igen.'
export const TOO_MANY_STREAMS = 'Du har för många öppna chattfönster. Stäng något och försök igen.'

/** Messages an account may send per minute (counted in the database, across processes). */
export const SEND_LIMIT_PER_MINUTE = 20
/** Open live streams per account in one process (per process by choice: ADR 040). */
export const MAX_STREAMS_PER_ACCOUNT = 10

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (id: string) => UUID.test(id)

export interface Actor {
  id: string
  isAdmin: boolean
}

export const otherSide = (side: ChatSender): ChatSender => (side === 'user' ? 'admin' : 'user')

/**
 * The caller's side on a submission, decided here and never by the query: the owner is `user`
 * (also when staff), other staff are `admin`, anyone else gets the submission's 404.
 */
export function sideOf(sub: { userId: string } | null, actor: Actor): ChatSender {
  if (sub && sub.userId === actor.id) return 'user'
  if (sub && actor.isAdmin) return 'admin'
  throw notFound(NOT_FOUND)
}

/** A `sender` / `forSender` / `requestedBySender` naming the other side is refused (403). */
export function assertSide(side: ChatSender, named: ChatSender): void {
  if (side !== named) throw forbidden(WRONG_SIDE)
}

/** Only the author's side deletes, and only a message the other side has not read. */
export function assertDeletable(message: { sender: ChatSender; read: boolean }, side: ChatSender): void {
  if (message.sender !== side) throw forbidden(NOT_YOUR_MESSAGE)
  if (message.read) throw conflict(ALREADY_READ)
}

export const rateLimited = () => new AppError('too_many_requests', RATE_LIMITED)
export const tooManyStreams = () => new AppError('too_many_requests', TOO_MANY_STREAMS)
