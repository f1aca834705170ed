import { useEffect } from 'react'

/** Storefront spec §9: success toasts stay 2 s, error toasts 4 s; neutral notes are as short as success. */
export const TOAST_DURATION = { success: 2000, error: 4000, info: 2000 } as const
/** Most toasts on screen at once (spec §9). */
export const TOAST_LIMIT = 20
/** Back-office spec §8–9: every staff toast (success, error, info) stays 5 s. */
export const STAFF_TOAST_DURATION = 5000

type Kind = 'success' | 'error' | 'info'
type Area = 'storefront' | 'staff'

// Which spec's durations apply: the back-office frame switches to the staff ones while it is
// mounted, so a call site never says where it is (and no staff code is needed to show a toast).
let area: Area = 'storefront'

/** Sets whose durations the next toasts get; the back-office frame does it through `useStaffToasts`. */
export function setToastArea(next: Area) {
  area = next
}

/** While the calling component is mounted, every toast stays 5 s (back-office spec §8–9). */
export function useStaffToasts() {
  useEffect(() => {
    setToastArea('staff')
    return () => setToastArea('storefront')
  }, [])
}

// Sonner stays out of the entry chunk (ADR 036): the first toast waits for the import that
// `<Toaster />` has already started, and sonner keeps toasts made before its toaster subscribes.
const show = (kind: Kind, message: string) => {
  const duration = area === 'staff' ? STAFF_TOAST_DURATION : TOAST_DURATION[kind]
  void import('sonner').then(({ toast }) => toast[kind](message, { duration }))
}

/**
 * The one way to show a toast (rendered by `<Toaster />` from `./toaster`), in the storefront and
 * the back office alike: `toast.success('Sparat')`, `toast.error('Något gick fel')`,
 * `toast.info('Redan i varukorgen')`. When to use one rather than an `<Alert>`: ./README.md.
 */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
}
