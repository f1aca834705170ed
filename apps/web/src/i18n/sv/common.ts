/** Texts shared by the whole storefront. */
export const common = {
  shopName: 'Klädbyte',
  loading: 'Laddar…',
  points: 'Poäng',
  pointsShort: 'p',
  genericError: 'Ett fel uppstod. Försök igen.',
  close: 'Stäng',
  comingSoon: 'Den här sidan är på väg.',
} as const
