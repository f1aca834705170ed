import { Toaster as Sonner } from 'sonner'
import { sv } from '../../i18n/sv'
import { TOAST_DURATION, TOAST_LIMIT } from './toast'

/** Sonner's toaster, configured: top centre, at most 20, each with a 'Stäng' button. Loaded by `./toaster`. */
export default function SonnerToaster() {
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
