// First: zod must see `jitless` before any schema is built (see the file).
import './lib/zod-jitless'
import { hydrate } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { matchRoutes, RouterProvider } from 'react-router'
import { Providers, queryClient } from './app/providers'
import { createRouter, routes } from './app/router'
import { refreshCsrfToken } from './lib/api-client'
import { setHydrating } from './lib/use-hydrated'
import { STATE_SCRIPT_ID } from './ssr/document'
import './styles.css'

// At startup the CSRF token is fetched once (again after login and logout).
void refreshCsrfToken()

/**
 * Server markup (ADR 037) is hydrated, not replaced: the inlined query state goes into the cache
 * first (so nothing is fetched again) and the page's lazy route modules are loaded before the
 * router starts, so its first render is the page itself and matches the server's HTML.
 */
async function start() {
  const container = document.getElementById('root')!
  const app = () => (
    <StrictMode>
      <Providers>
        <RouterProvider router={createRouter()} />
      </Providers>
    </StrictMode>
  )
  if (!container.hasAttribute('data-ssr')) {
    createRoot(container).render(app())
    return
  }
  const state = document.getElementById(STATE_SCRIPT_ID)?.textContent
  if (state) hydrate(queryClient, JSON.parse(state))
  await loadLazyMatches()
  setHydrating(true)
  try {
    hydrateRoot(container, app())
  } finally {
    setHydrating(false)
  }
}

/** Resolves the current URL's lazy routes in place, as React Router's static handler did on the server. */
async function loadLazyMatches() {
  const matches = matchRoutes(routes, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, loaded, { lazy: undefined })
    }),
  )
}

void start()
