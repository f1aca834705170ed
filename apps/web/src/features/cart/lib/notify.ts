import { toast } from 'sonner'
import { TOAST_DURATION } from '../../../lib/toast'

export { toastError as notifyError, toastSuccess as notifySuccess } from '../../../lib/toast'

/** A neutral note (e.g. the garment is already in the list), as short as a success toast. */
export const notifyInfo = (message: string) => toast.info(message, { duration: TOAST_DURATION.success })
