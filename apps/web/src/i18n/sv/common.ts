/** Texts shared by the whole storefront. */
export const common = {
  shopName: 'Klädbyte',
  genericError: 'Ett fel uppstod. Försök igen.',
  comingSoon: 'Den här sidan är på väg.',
} as const
