/** Spec §5: the confirm button is disabled without an active subscription, without items, or while loading or submitting. */
export const canConfirmOrder = (s: {
  hasSubscription: boolean
  itemCount: number
  loading: boolean
  submitting: boolean
}) => s.hasSubscription && s.itemCount > 0 && !s.loading && !s.submitting
