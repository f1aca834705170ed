import { Toaster as Sonner } from 'sonner'
import { sv } from '../../i18n/sv'
import { TOAST_DURATION, TOAST_LIMIT } from './toast'

/** Where `toast.*` messages appear: top centre, at most 20, each with a 'Stäng' button. Mount once. */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION.error}
      richColors
      closeButton
      containerAriaLabel={sv.shell.notifications}
      toastOptions={{ closeButtonAriaLabel: sv.ui.close }}
    />
  )
}
