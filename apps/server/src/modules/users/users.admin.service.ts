import { randomUUID } from 'node:crypto'
import {
  type AdminCustomerDetail,
  type AdminCustomerPage,
  type AdminCustomerQuery,
  type CreateCustomerBody,
  formatPoints,
  type PointsAdjustmentResult,
  type PointsHistoryDto,
} from '@kladbyte/contract'
import type { z } from 'zod'
import type { Config } from '../../config.js'
import { enqueueMail } from '../../core/mail/outbox.js'
import { shopNameForMail } from '../../core/mail/shop-name.js'
import { getBalance } from '../../core/points/points.balance.js'
import { lockSpending } from '../../core/points/points.service.js'
import { foldSearch } from '../../core/search/search.js'
import type { Db } from '../../db/client.js'
import { conflict, forbidden, notFound } from '../../lib/errors.js'
import { pageOf, pageRows } from '../../lib/paging.js'
import { isMembershipActive } from '../membership/public.js'
import { welcomeByStaffMail } from './customer-mail.js'
import { createEmailToken } from './email-tokens.repository.js'
import {
  customerStats,
  findCustomerOrders,
  findCustomerSubmissions,
  findCustomers,
  findPointsHistory,
  insertAdjustment,
  usersExportQuery,
} from './users.admin.repository.js'
import { findUserById, insertUser, isUniqueViolation } from './users.repository.js'

/** A staff-made account has no usable password until the person picks one: no argon2 hash matches this. */
const NO_PASSWORD = '!'
/** The invitation link lives longer than a lost-password link: the person may not read mail at once. */
const INVITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000
export const OWN_POINTS = 'Du kan inte ändra dina egna poäng. Be en kollega att göra det.'
export const EMAIL_TAKEN = 'Det finns redan ett konto med den e-postadressen.'
export const CUSTOMER_CREATED =
  'Kunden har lagts till och har fått ett mejl med en länk för att välja lösenord.'

const iso = (d: Date) => d.toISOString()

type CustomerQuery = z.output<typeof AdminCustomerQuery>

async function listCustomers(db: Db, q: CustomerQuery, now: Date): Promise<AdminCustomerPage> {
  const { page, pageSize } = q
  const { offset, limit } = pageRows(q)
  const search = foldSearch(q.search ?? '') || null
  const [{ rows, total }, stats] = await Promise.all([
    findCustomers(db, search, limit, offset),
    customerStats(db, now),
  ])
  return {
    items: rows.map(({ createdAt, ...r }) => ({ ...r, created: iso(createdAt) })),
    ...pageOf(total, q),
    page,
    pageSize,
    stats: {
      total: stats.total,
      activeMemberships: stats.active,
      inactiveMemberships: stats.total - stats.active,
      newThisMonth: stats.newThisMonth,
    },
  }
}

const historyDto = (rows: Awaited<ReturnType<typeof findPointsHistory>>) =>
  rows.map(({ createdAt, ...r }) => ({ ...r, created: iso(createdAt) }))

async function customerDetail(db: Db, id: string): Promise<AdminCustomerDetail> {
  const row = await findUserById(db, id)
  if (!row) throw notFound('Kunden finns inte.')
  const [hasSubscription, points, history, orders, submissions] = await Promise.all([
    isMembershipActive(db, id),
    getBalance(db, id),
    findPointsHistory(db, id),
    findCustomerOrders(db, id),
    findCustomerSubmissions(db, id),
  ])
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    region: row.region,
    postalCode: row.postalCode,
    country: row.country,
    personnummer: row.personnummer,
    emailVerified: row.emailVerified,
    isAdmin: row.isAdmin,
    hasSubscription,
    created: iso(row.createdAt),
    deleted: row.deletedAt !== null,
    points,
    pointsHistory: historyDto(history),
    orders: orders.map(({ createdAt, ...o }) => ({ ...o, created: iso(createdAt) })),
    submissions: submissions.map(({ createdAt, ...s }) => ({ ...s, created: iso(createdAt) })),
  }
}

/**
 * Staff's points adjustment: one ledger entry naming the admin and the reason, written while the
 * member's row is locked (the same lock orders take), so parallel takes never pass zero.
 */
async function adjustPoints(
  db: Db,
  adminId: string,
  userId: string,
  body: { amount: number; reason: string },
): Promise<PointsAdjustmentResult> {
  // Staff never set their own balance (ADR 046): another admin makes the adjustment.
  if (adminId === userId) throw forbidden(OWN_POINTS)
  return db.transaction(async (tx) => {
    await lockSpending(tx, userId)
    const current = await getBalance(tx, userId)
    if (current + body.amount < 0) {
      throw conflict(`Saldot räcker inte: kunden har ${formatPoints(current)}.`, {
        reason: 'insufficient_points',
        balance: current,
      })
    }
    const entry = await insertAdjustment(tx, {
      userId,
      delta: body.amount,
      note: body.reason,
      createdBy: adminId,
      sourceRef: `adjustment:${randomUUID()}`,
    })
    const admin = await findUserById(tx, adminId)
    return {
      balance: current + body.amount,
      entry: {
        id: entry.id,
        delta: entry.delta,
        reason: entry.reason,
        note: entry.note,
        created: iso(entry.createdAt),
        by: admin ? `${admin.firstName} ${admin.lastName}`.trim() : null,
      },
    }
  })
}

/** 'Lägg till kund': an unverified account without a password, and a mail to choose one. */
async function createCustomer(db: Db, config: Config, body: CreateCustomerBody) {
  const { firstName, lastName, email, phone, address, city, postalCode, region } = body
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email,
        firstName,
        lastName,
        phone: phone ?? '',
        address: address ?? '',
        city: city ?? '',
        postalCode: postalCode ?? '',
        region: region ?? '',
        // Staff do not collect it: empty (shown '–' to staff, masked '****' to the member) until a
        // way for the member to add it exists.
        personnummer: '',
        passwordHash: NO_PASSWORD,
        emailVerified: false,
      })
      const token = await createEmailToken(tx, user.id, 'reset-password', INVITE_TOKEN_TTL_MS)
      await enqueueMail(
        tx,
        welcomeByStaffMail({
          to: user.email,
          firstName: user.firstName,
          link: `${config.PUBLIC_URL}/reset-password/${token}`,
          shopName: await shopNameForMail(tx, config.SHOP_NAME),
        }),
      )
      return { id: user.id, message: CUSTOMER_CREATED }
    })
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN)
    throw err
  }
}

async function ownHistory(db: Db, userId: string): Promise<PointsHistoryDto> {
  const [balance, rows] = await Promise.all([getBalance(db, userId), findPointsHistory(db, userId)])
  // Members see the reason, not which admin wrote it.
  return { balance, entries: historyDto(rows).map(({ by: _by, ...e }) => e) }
}

/** Staff customer calls (issue 17) and the member's own points history. */
export function createAdminUsersService({ db, config }: { db: Db; config: Config }) {
  return {
    list: (q: CustomerQuery, now = new Date()) => listCustomers(db, q, now),
    /** The CSV export's rows, for `sendCsv` to stream (the list's search). */
    exportQuery: (search: string | undefined) => usersExportQuery(db, foldSearch(search ?? '') || null),
    detail: (id: string) => customerDetail(db, id),
    adjustPoints: (adminId: string, userId: string, body: { amount: number; reason: string }) =>
      adjustPoints(db, adminId, userId, body),
    create: (body: CreateCustomerBody) => createCustomer(db, config, body),
    ownHistory: (userId: string) => ownHistory(db, userId),
  }
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>
