import { toast } from '../components/ui/toast'

/** Kept for the features that import it; new code uses `toast` from `components/ui/toast`. */
export { TOAST_DURATION, TOAST_LIMIT } from '../components/ui/toast'

/** A green toast that disappears after 2 seconds. */
export const toastSuccess = toast.success

/** A red toast that stays 4 seconds. */
export const toastError = toast.error
