/** Texts shared by the whole storefront. */
export const common = {
  shopName: 'Klädbyte',
  genericError: 'Ett fel uppstod. Försök igen.',
  /** An order's status (spec §4), for the member's orders and staff's pages alike. */
  orderStatus: {
    0: 'Beställd',
    1: 'Behandlas',
    2: 'Skickad',
    3: 'Levererad',
    4: 'Avbruten',
    unknown: 'Okänd',
  } as Readonly<Record<number | 'unknown', string>>,
} as const
