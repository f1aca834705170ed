// First: zod must see `jitless` before any schema is built (see the file).
import './lib/zod-jitless'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { Providers } from './app/providers'
import { createRouter } from './app/router'
import { refreshCsrfToken } from './lib/api-client'
import './styles.css'

// At startup the CSRF token is fetched once (again after login and logout).
void refreshCsrfToken()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>,
)
