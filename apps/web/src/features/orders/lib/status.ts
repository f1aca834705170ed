import { sv } from '../../../i18n/sv'

const STATUS_LABELS = [
  sv.cart.orders.status0,
  sv.cart.orders.status1,
  sv.cart.orders.status2,
  sv.cart.orders.status3,
  sv.cart.orders.status4,
] as const

/** The label of an order status number (spec §4); any other value is 'Okänd'. */
export const orderStatusLabel = (status: number): string =>
  (Number.isInteger(status) ? STATUS_LABELS[status] : undefined) ?? sv.cart.orders.statusUnknown
