import { common } from '../i18n/sv/common'

/** The label of an order status number (spec §4); any other value is 'Okänd'. */
export const orderStatusLabel = (status: number): string =>
  (Number.isInteger(status) ? common.orderStatus[status] : undefined) ?? common.orderStatus.unknown
