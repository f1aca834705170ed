import { z } from 'zod'
import { isoTime } from './common.js'
import { OrderDto, OrderItemDto, OrderStatus } from './orders.js'
import { paged, pagedQuery } from './paging.js'

/** Page sizes of the staff order list (spec §9); 25 is the default. */
export const ADMIN_ORDER_PAGE_SIZES = [10, 25, 50, 100] as const
export const ADMIN_ORDER_PAGE_SIZE_DEFAULT = 25

/** An order number as staff type it ('#10001' too); the list and its CSV export share it. */
export const OrderNumberSearch = z.string().trim().max(20, 'Sökningen är för lång.').optional()

/** Query of `GET /api/orders/paged`: search is an order number; from/to ISO timestamps. */
export const AdminOrderSearchQuery = z.object({
  ...pagedQuery({ pageSizes: ADMIN_ORDER_PAGE_SIZES, defaultPageSize: ADMIN_ORDER_PAGE_SIZE_DEFAULT }),
  status: z.union([z.literal(''), z.coerce.number().int().min(0).max(4)]).optional(),
  search: OrderNumberSearch,
  from: z.union([z.literal(''), isoTime]).optional(),
  to: z.union([z.literal(''), isoTime]).optional(),
})
export type AdminOrderSearchQuery = z.input<typeof AdminOrderSearchQuery>

/** One row of the staff order list. */
export const AdminOrderListItem = OrderDto.pick({
  id: true,
  orderNumber: true,
  created: true,
  orderStatus: true,
  totalPoints: true,
  itemCount: true,
})
export type AdminOrderListItem = z.infer<typeof AdminOrderListItem>

export const AdminOrderPage = paged(AdminOrderListItem)
export type AdminOrderPage = z.infer<typeof AdminOrderPage>

/** The member who placed an order, as staff see it on the order. */
export const OrderCustomerDto = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
})
export type OrderCustomerDto = z.infer<typeof OrderCustomerDto>

/** A mail staff sent about an order or a submission, with what was sent. */
export const SentEmailDto = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  sentBy: z.string(),
  created: z.string(),
  /** The body as sent: the sanitised HTML when isHtml, else the text ('' for mails recorded before bodies were kept). */
  body: z.string(),
  isHtml: z.boolean(),
  /** The plain-text part the outbox got: what a page shows (never the HTML itself). */
  text: z.string(),
})
export type SentEmailDto = z.infer<typeof SentEmailDto>

/** An order line for staff: the garment's main image, null when the garment is gone. */
export const AdminOrderItemDto = OrderItemDto.extend({
  imageUrl: z.string().nullable(),
  /** False when the garment no longer exists in the catalogue ('Okänd produkt'). */
  known: z.boolean(),
})

/** `GET /api/orders/{id}` as staff see it: the member's shape plus customer, updated and mails. */
export const AdminOrderDto = OrderDto.extend({
  updated: z.string(),
  items: z.array(AdminOrderItemDto),
  customer: OrderCustomerDto.nullable(),
  emails: z.array(SentEmailDto),
})
export type AdminOrderDto = z.infer<typeof AdminOrderDto>

export const OrderStatusParams = z.object({ id: z.string(), status: z.coerce.number().pipe(OrderStatus) })

const REQUIRED = 'Alla fält måste fyllas i.'
/** `POST /api/orders/{id}/email` (and the submissions review's mail): all fields required. */
export const StaffEmailBody = z.object({
  to: z.string(REQUIRED).trim().min(1, REQUIRED).pipe(z.email('Ogiltig e-postadress.')),
  subject: z.string(REQUIRED).trim().min(1, REQUIRED).max(200),
  body: z.string(REQUIRED).trim().min(1, REQUIRED).max(50_000),
  isHtml: z.boolean(REQUIRED),
})
export type StaffEmailBody = z.infer<typeof StaffEmailBody>
