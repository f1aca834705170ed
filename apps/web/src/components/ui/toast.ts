import { toast as sonner } from 'sonner'

/** Storefront spec §9: success toasts stay 2 s, error toasts 4 s; neutral notes are as short as success. */
export const TOAST_DURATION = { success: 2000, error: 4000, info: 2000 } as const
/** Most toasts on screen at once (spec §9). */
export const TOAST_LIMIT = 20
/** Back-office spec §8–9: every staff toast (success, error, info) stays 5 s. */
export const STAFF_TOAST_DURATION = 5000

/**
 * The one way to show a toast (rendered by `<Toaster />` from `./toaster`):
 * `toast.success('Sparat')`, `toast.error('Något gick fel')`, `toast.info('Redan i varukorgen')`.
 */
export const toast = {
  success: (message: string) => sonner.success(message, { duration: TOAST_DURATION.success }),
  error: (message: string) => sonner.error(message, { duration: TOAST_DURATION.error }),
  info: (message: string) => sonner.info(message, { duration: TOAST_DURATION.info }),
}

/** The back-office's toasts: the same three styles, each shown for 5 s. */
export const staffToast = {
  success: (message: string) => sonner.success(message, { duration: STAFF_TOAST_DURATION }),
  error: (message: string) => sonner.error(message, { duration: STAFF_TOAST_DURATION }),
  info: (message: string) => sonner.info(message, { duration: STAFF_TOAST_DURATION }),
}
