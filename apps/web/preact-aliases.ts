import type { Alias } from 'vite'

/**
 * React's module names resolved to Preact's React layer (ADR 045): the web app, its libraries
 * (React Router, TanStack Query, Radix, react-hook-form, sonner, Stripe's elements), the server
 * renderer and the unit tests all run on `preact/compat`. The code keeps importing 'react' and
 * keeps React's types. Exact names only, so `react-router` and `react-hook-form` stay themselves.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
]

/**
 * Packages that import 'react' themselves: they are bundled (SSR build) or inlined (Vitest) so the
 * aliases reach their imports too; loaded from node_modules as they are, they would find React.
 */
export const reactPackages: RegExp[] = [
  /[\\/]node_modules[\\/]react-router[\\/]/,
  /[\\/]node_modules[\\/]@tanstack[\\/]react-query[\\/]/,
  /[\\/]node_modules[\\/]@radix-ui[\\/]/,
  /[\\/]node_modules[\\/]@floating-ui[\\/]react/,
  /[\\/]node_modules[\\/]react-hook-form[\\/]/,
  /[\\/]node_modules[\\/]@hookform[\\/]/,
  /[\\/]node_modules[\\/]sonner[\\/]/,
  /[\\/]node_modules[\\/]@stripe[\\/]react-stripe-js[\\/]/,
  /[\\/]node_modules[\\/]@testing-library[\\/]react[\\/]/,
  /[\\/]node_modules[\\/]react-remove-scroll/,
  /[\\/]node_modules[\\/]react-style-singleton[\\/]/,
  /[\\/]node_modules[\\/]use-callback-ref[\\/]/,
  /[\\/]node_modules[\\/]use-sidecar[\\/]/,
  /[\\/]node_modules[\\/]preact/,
]
