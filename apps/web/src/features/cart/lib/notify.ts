import { toast } from 'sonner'

// Spec §9: success toasts stay 2 s, error toasts 4 s.
/** A short green toast. */
export const notifySuccess = (message: string) => toast.success(message, { duration: 2000 })
/** A red toast that stays a little longer. */
export const notifyError = (message: string) => toast.error(message, { duration: 4000 })
/** A neutral note (e.g. the garment is already in the list). */
export const notifyInfo = (message: string) => toast.info(message, { duration: 2000 })
