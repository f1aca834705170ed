/** Storefront spec §9: success toasts stay 2 s, error toasts 4 s; neutral notes are as short as success. */
export const TOAST_DURATION = { success: 2000, error: 4000, info: 2000 } as const
/** Most toasts on screen at once (spec §9). */
export const TOAST_LIMIT = 20
/** Back-office spec §8–9: every staff toast (success, error, info) stays 5 s. */
export const STAFF_TOAST_DURATION = 5000

type Kind = 'success' | 'error' | 'info'

// Sonner stays out of the entry chunk (ADR 036): the first toast waits for the import that
// `<Toaster />` has already started, and sonner keeps toasts made before its toaster subscribes.
const show = (kind: Kind, message: string, duration: number) => {
  void import('sonner').then(({ toast }) => toast[kind](message, { duration }))
}

/**
 * The one way to show a toast (rendered by `<Toaster />` from `./toaster`):
 * `toast.success('Sparat')`, `toast.error('Något gick fel')`, `toast.info('Redan i varukorgen')`.
 */
export const toast = {
  success: (message: string) => show('success', message, TOAST_DURATION.success),
  error: (message: string) => show('error', message, TOAST_DURATION.error),
  info: (message: string) => show('info', message, TOAST_DURATION.info),
}

/** The back-office's toasts: the same three styles, each shown for 5 s. */
export const staffToast = {
  success: (message: string) => show('success', message, STAFF_TOAST_DURATION),
  error: (message: string) => show('error', message, STAFF_TOAST_DURATION),
  info: (message: string) => show('info', message, STAFF_TOAST_DURATION),
}
