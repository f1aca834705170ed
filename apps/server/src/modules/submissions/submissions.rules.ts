import { SUBMISSION_STATUS } from '@kladbyte/contract'
import { conflict, forbidden, notFound } from '../../lib/errors.js'
import type { ItemRow, SubmissionRow } from './submissions.repository.js'

// The spec's texts (backoffice §4, §5, §8) where it has one; ours where it is silent.
export const NOT_FOUND = 'Kunde inte hitta inlämningen.'
export const ITEM_NOT_FOUND = 'Kunde inte hitta artikeln.'
export const IMAGE_NOT_FOUND = 'Kunde inte hitta bilden.'
export const ACTIVE_CANNOT_DELETE = 'Kan inte ta bort en aktiv inlämning'
export const ALREADY_SUBMITTED = 'Denna inlämning har redan skickats in.'
export const NOT_EDITABLE =
  'Denna inlämning kan inte redigeras eftersom den är färdig behandlad eller avbruten'
export const NOT_CANCELLABLE = 'Denna inlämning kan inte avbrytas.'
export const STATUS_NOT_ALLOWED =
  'Statusen kan inte ändras så här. Skicka in inlämningen med Skicka in, eller avbryt en inskickad inlämning.'
export const EMPTY_SUBMISSION = 'Lägg till minst en artikel innan du skickar in inlämningen.'
export const APPROVED_NO_EDIT = 'Denna artikel är redan godkänd och kan inte redigeras.'
export const APPROVED_NO_REMOVE = 'Denna artikel är redan godkänd och kan inte tas bort.'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (id: string) => UUID.test(id)

/** Who is calling: the member, and whether they are staff. */
export interface Actor {
  id: string
  isAdmin: boolean
}

export const OWN_SUBMISSION =
  'Du kan inte granska eller ta emot din egen inlämning. Be en kollega att göra det.'

/**
 * Staff never decide their own points (ADR 046): approvals, points and arrival of a submission
 * are for another admin when the admin is its owner.
 */
export function assertNotOwnReview(row: { userId: string }, actor: Actor): void {
  if (row.userId === actor.id) throw forbidden(OWN_SUBMISSION)
}

/** Owner or staff may read; anyone else learns nothing (404, not 403). */
export function assertReadable<T extends { userId: string }>(
  row: T | null,
  actor: Actor,
  message = NOT_FOUND,
): T {
  if (!row || (row.userId !== actor.id && !actor.isAdmin)) throw notFound(message)
  return row
}

/** Only the owner writes through the member calls (staff changes come with the review calls). */
export function assertOwned<T extends { userId: string }>(
  row: T | null,
  actor: Actor,
  message = NOT_FOUND,
): T {
  if (!row || row.userId !== actor.id) throw notFound(message)
  return row
}

/**
 * The member may change a submission's content (notes, items, photos) only while it is created
 * (status 0): submitting hands it to staff (§4 "after which it cannot be changed by the customer"),
 * and at 3 or 4 it is closed.
 */
export function assertContentEditable(sub: SubmissionRow): void {
  if (sub.status === SUBMISSION_STATUS.completed || sub.status === SUBMISSION_STATUS.cancelled) {
    throw conflict(NOT_EDITABLE)
  }
  if (sub.status !== SUBMISSION_STATUS.created) throw conflict(ALREADY_SUBMITTED)
}

/** Staff decided this item: the member can no longer change it or its photos. */
export function assertItemEditable(item: Pick<ItemRow, 'approvalStatus'>, message = APPROVED_NO_EDIT): void {
  if (item.approvalStatus === 'approved') throw conflict(message)
}

/**
 * The status a member's PUT may ask for: the same one, or cancel (1 or 2 → 4). Returns true for
 * a cancel. Nothing changes at 3 or 4.
 */
export function checkStatusChange(current: number, wanted: number): boolean {
  if (current === SUBMISSION_STATUS.completed || current === SUBMISSION_STATUS.cancelled) {
    throw conflict(NOT_EDITABLE)
  }
  if (wanted === current) return false
  if (wanted === SUBMISSION_STATUS.cancelled) {
    if (current === SUBMISSION_STATUS.submitted || current === SUBMISSION_STATUS.processing) return true
    throw conflict(NOT_CANCELLABLE)
  }
  throw conflict(STATUS_NOT_ALLOWED)
}
