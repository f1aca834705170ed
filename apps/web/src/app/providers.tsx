import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Toaster } from 'sonner'
import { sv } from '../i18n/sv'
import { TOAST_DURATION, TOAST_LIMIT } from '../lib/toast'

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 } },
})

/** App-wide providers; the Toaster shows at most 20 toasts (errors 4 s unless a helper says 2 s). */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster
        position="top-center"
        visibleToasts={TOAST_LIMIT}
        duration={TOAST_DURATION.error}
        richColors
        closeButton
        containerAriaLabel={sv.shell.notifications}
        toastOptions={{ closeButtonAriaLabel: sv.common.close }}
      />
    </QueryClientProvider>
  )
}
