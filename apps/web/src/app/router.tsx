import { PUBLIC_PAGES, type PublicPageModule } from '@kladbyte/contract'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { Spinner } from '../components/ui/spinner'
import { registerPreloadRoutes } from '../lib/route-preload'
import { RequireAdmin, RequireAuth } from './guards'
import { ShopLayout } from './layouts/shop-layout'
import { ownScrollHandle } from './layouts/use-navigation-scroll'
import { RouteError } from './route-error'
import { staffOnly } from './staff-only'

/**
 * The public pages' modules (the contract's PUBLIC_PAGES names them; the type makes a page without
 * its import here a type error). Written out, so that Vite makes each its own chunk.
 */
const PUBLIC_PAGE_MODULES: Record<PublicPageModule, RouteObject['lazy']> = {
  'src/features/content/routes/home.tsx': () => import('../features/content/routes/home'),
  'src/features/content/routes/about.tsx': () => import('../features/content/routes/about'),
  'src/features/content/routes/guide.tsx': () => import('../features/content/routes/guide'),
  'src/features/content/routes/faq.tsx': () => import('../features/content/routes/faq'),
  'src/features/content/routes/contact.tsx': () => import('../features/content/routes/contact'),
  'src/features/content/routes/terms.tsx': () => import('../features/content/routes/terms'),
  'src/features/catalog/routes/shop.tsx': () => import('../features/catalog/routes/shop'),
  'src/app/product-page.tsx': () => import('./product-page'),
}

/** The public pages, one route each under the shop's layout (`/` is its index route). */
const publicPageRoutes: RouteObject[] = PUBLIC_PAGES.map((page) => ({
  ...(page.path === '/' ? { index: true } : { path: page.path.slice(1) }),
  // The shop restores its own scroll once its results are in (and leaves it alone while filtering).
  ...(page.module === 'src/features/catalog/routes/shop.tsx' ? { handle: ownScrollHandle } : {}),
  lazy: PUBLIC_PAGE_MODULES[page.module],
}))

/** The route table of the spec's §2. Every page is lazy-loaded; the back-office is its own chunk. */
export const routes: RouteObject[] = [
  {
    element: <ShopLayout />,
    errorElement: <RouteError />,
    // Shown on the first load until the page's lazy chunk has arrived.
    hydrateFallbackElement: <Spinner />,
    children: [
      ...publicPageRoutes,
      { path: 'cart', lazy: () => import('../features/cart/routes/cart') },
      { path: 'wishlist', lazy: () => import('../features/cart/routes/wishlist') },
      {
        path: 'checkout',
        lazy: async () => {
          const { Component } = await import('../features/cart/routes/checkout')
          return {
            element: (
              <RequireAuth>
                <Component />
              </RequireAuth>
            ),
          }
        },
      },
      { path: 'login', lazy: () => import('../features/auth/routes/login') },
      { path: 'lost-password', lazy: () => import('../features/auth/routes/lost-password') },
      { path: 'reset-password/:token', lazy: () => import('../features/auth/routes/lost-password') },
      { path: 'logout', lazy: () => import('../features/auth/routes/logout') },
      { path: 'register/:email?', lazy: () => import('../features/auth/routes/register') },
      { path: 'verify-email/:token', lazy: () => import('../features/auth/routes/verify-email') },
      {
        path: 'my-account',
        lazy: async () => {
          const { Component } = await import('./account/my-account')
          return {
            element: (
              <RequireAuth>
                <Component />
              </RequireAuth>
            ),
          }
        },
      },
      {
        // The submission detail's deep link (mails and chat notifications point here).
        path: 'my-account/submissions/:id',
        lazy: async () => {
          const { Component } = await import('../features/submissions/routes/submission')
          return {
            element: (
              <RequireAuth>
                <Component />
              </RequireAuth>
            ),
          }
        },
      },
      { path: 'subscribe-return', lazy: () => import('../features/membership/routes/subscribe-return') },
      { path: '*', lazy: () => import('../features/content/routes/not-found') },
    ],
  },
  {
    // Staff pages (ADR 012): admin/ is only ever loaded through these lazy imports, and only once
    // the session says admin (staffOnly): a member's or visitor's browser never fetches them.
    path: 'admin',
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner />,
    lazy: staffOnly(async () => {
      const { AdminLayout } = await import('../admin/admin-layout')
      return {
        element: (
          <RequireAdmin>
            <AdminLayout />
          </RequireAdmin>
        ),
      }
    }),
    children: [
      { index: true, lazy: staffOnly(() => import('../admin/features/dashboard/routes/dashboard')) },
      { path: 'users', lazy: staffOnly(() => import('../admin/features/customers/routes/customers')) },
      { path: 'orders', lazy: staffOnly(() => import('../admin/features/orders/routes/orders')) },
      { path: 'orders/:id', lazy: staffOnly(() => import('../admin/features/orders/routes/order')) },
      {
        path: 'submissions',
        lazy: staffOnly(() => import('../admin/features/submissions/routes/submissions')),
      },
      {
        path: 'submissions/:id',
        lazy: staffOnly(() => import('../admin/features/submissions/routes/submission')),
      },
      { path: 'categories', lazy: staffOnly(() => import('../admin/features/categories/routes/categories')) },
      { path: 'products', lazy: staffOnly(() => import('../admin/features/products/routes/products')) },
      { path: 'profile', lazy: staffOnly(() => import('../admin/features/profile/routes/profile')) },
      { path: 'settings', lazy: staffOnly(() => import('../admin/features/settings/routes/settings')) },
      // Any other staff path goes to the overview (backoffice spec §2.2).
      { path: '*', element: <Navigate to="/admin" replace /> },
    ],
  },
]

// Links start loading their page on hover, focus or view (lib/route-preload.ts, ADR 036).
registerPreloadRoutes(routes)

export const createRouter = () => createBrowserRouter(routes)
