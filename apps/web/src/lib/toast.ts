import { toast } from 'sonner'

/** Spec §9: success toasts stay 2 s, error toasts 4 s; the Toaster shows at most 20 at once. */
export const TOAST_DURATION = { success: 2000, error: 4000 } as const
/** Most toasts on screen at once (spec §9). */
export const TOAST_LIMIT = 20

/** A green toast that disappears after 2 seconds. */
export const toastSuccess = (message: string) => toast.success(message, { duration: TOAST_DURATION.success })

/** A red toast that stays 4 seconds. */
export const toastError = (message: string) => toast.error(message, { duration: TOAST_DURATION.error })
