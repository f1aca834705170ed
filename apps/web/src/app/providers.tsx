import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Toaster } from '../components/ui/toaster'

/** The browser's and the server renderer's query defaults (one set, so both render alike). */
export const queryDefaults = { queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 } }

export const queryClient = new QueryClient({ defaultOptions: queryDefaults })

/** App-wide providers, and the one `<Toaster />` that every `toast.*` call shows in. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  )
}
