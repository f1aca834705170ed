import { useStaffToasts } from '../../../components/ui/toast'
import { Toaster } from '../../../components/ui/toaster'

/** The toaster as the back-office frame sets it up (every toast stays 5 s), for tests of staff pages. */
export function StaffToaster() {
  useStaffToasts()
  return <Toaster />
}
