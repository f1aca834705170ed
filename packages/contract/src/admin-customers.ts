import { z } from 'zod'
import { emailField, requiredText } from './auth.js'
import { paged, pagedQuery } from './paging.js'

/** Page sizes of the staff customer list (backoffice spec §2.2); 25 is the default. */
export const ADMIN_CUSTOMER_PAGE_SIZES = [10, 25, 50, 100, 250] as const
export const ADMIN_CUSTOMER_PAGE_SIZE_DEFAULT = 25
/** Bounds of a staff points adjustment. */
export const POINTS_ADJUSTMENT_MAX = 100_000
export const POINTS_REASON_MIN = 3
export const POINTS_REASON_MAX = 200

/** Query of `GET /api/users/paged`. */
export const AdminCustomerQuery = z.object({
  ...pagedQuery({ pageSizes: ADMIN_CUSTOMER_PAGE_SIZES, defaultPageSize: ADMIN_CUSTOMER_PAGE_SIZE_DEFAULT }),
  search: z.string().max(200, 'Sökningen är för lång.').optional(),
})
export type AdminCustomerQuery = z.input<typeof AdminCustomerQuery>

/** A row of the staff customer list. */
export const AdminCustomerItem = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  hasSubscription: z.boolean(),
  created: z.string(),
  /** The member deleted the account ('Raderad'): the row is kept, anonymised, for the books (ADR 033). */
  deleted: z.boolean(),
})
export type AdminCustomerItem = z.infer<typeof AdminCustomerItem>

export const AdminCustomerStats = z.object({
  total: z.number().int(),
  activeMemberships: z.number().int(),
  inactiveMemberships: z.number().int(),
  /** Accounts created since the first of this month in Europe/Stockholm. */
  newThisMonth: z.number().int(),
})
export type AdminCustomerStats = z.infer<typeof AdminCustomerStats>

export const AdminCustomerPage = paged(AdminCustomerItem).extend({
  page: z.number().int(),
  pageSize: z.number().int(),
  stats: AdminCustomerStats,
})
export type AdminCustomerPage = z.infer<typeof AdminCustomerPage>

/** One movement in a member's points history, latest first. `note` is staff's reason for an adjustment. */
export const PointsHistoryEntry = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  reason: z.enum(['welcome', 'order', 'refund', 'submission', 'demo', 'adjustment']),
  note: z.string().nullable(),
  created: z.string(),
})
export type PointsHistoryEntry = z.infer<typeof PointsHistoryEntry>

/** Staff see who made an adjustment. */
export const AdminPointsHistoryEntry = PointsHistoryEntry.extend({ by: z.string().nullable() })
export type AdminPointsHistoryEntry = z.infer<typeof AdminPointsHistoryEntry>

/** `GET /api/Users/pointsHistory`: the signed-in member's balance and movements. */
export const PointsHistoryDto = z.object({ balance: z.number().int(), entries: z.array(PointsHistoryEntry) })
export type PointsHistoryDto = z.infer<typeof PointsHistoryDto>

const link = z.object({ id: z.uuid(), status: z.number().int(), created: z.string() })

/** `GET /api/users/{id}`: every field of spec §2.2 plus points, orders and submissions. */
export const AdminCustomerDetail = AdminCustomerItem.extend({
  address: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
  personnummer: z.string(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  points: z.number().int(),
  pointsHistory: z.array(AdminPointsHistoryEntry),
  orders: z.array(link.extend({ orderNumber: z.number().int() })),
  submissions: z.array(link.extend({ title: z.string() })),
})
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetail>

/** `POST /api/users/{id}/points`. */
export const PointsAdjustmentBody = z.object({
  amount: z
    .number({ error: 'Ange antal poäng.' })
    .int('Ange ett heltal.')
    .min(-POINTS_ADJUSTMENT_MAX, 'Högst 100 000 poäng åt gången.')
    .max(POINTS_ADJUSTMENT_MAX, 'Högst 100 000 poäng åt gången.')
    .refine((n) => n !== 0, 'Ange ett antal skilt från noll.'),
  reason: z
    .string({ error: 'Ange en anledning.' })
    .trim()
    .min(POINTS_REASON_MIN, `Anledningen ska vara minst ${POINTS_REASON_MIN} tecken.`)
    .max(POINTS_REASON_MAX, `Anledningen får vara högst ${POINTS_REASON_MAX} tecken.`),
})
export type PointsAdjustmentBody = z.input<typeof PointsAdjustmentBody>

export const PointsAdjustmentResult = z.object({ balance: z.number().int(), entry: AdminPointsHistoryEntry })
export type PointsAdjustmentResult = z.infer<typeof PointsAdjustmentResult>

const optional = (label: string, max: number) =>
  z.string().trim().max(max, `Fältet ${label} får vara högst ${max} tecken långt.`).default('')

/** `POST /api/users` ('Lägg till kund'): names and e-mail required, the rest optional. */
export const CreateCustomerBody = z.object({
  firstName: requiredText('förnamn', 100),
  lastName: requiredText('efternamn', 100),
  email: emailField('Fyll i e-postadress.'),
  phone: optional('telefon', 30),
  address: optional('adress', 200),
  city: optional('stad', 100),
  postalCode: optional('postnummer', 20),
  region: optional('län', 100),
})
export type CreateCustomerBody = z.input<typeof CreateCustomerBody>

export const CreatedCustomerDto = z.object({ id: z.uuid(), message: z.string() })
export type CreatedCustomerDto = z.infer<typeof CreatedCustomerDto>
