import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { preactAliases } from './preact-aliases'

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000'

export default defineConfig(({ isSsrBuild }) => ({
  // No @vitejs/plugin-react: the JSX is compiled by esbuild (tsconfig `react-jsx`) and its imports go to
  // Preact through the aliases (ADR 045); React's fast refresh would not reach Preact (edits reload).
  plugins: [tailwindcss()],
  resolve: {
    alias: [
      {
        find: '@kladbyte/contract',
        replacement: fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url)),
      },
      ...preactAliases,
    ],
  },
  // The server renderer is one file (React Router, TanStack Query… and the lazy routes included), so
  // their 'react' imports meet the aliases and all share one Preact: the server loads the renderer
  // under a `?v=` query (reloaded when rebuilt), and a route chunk importing `../entry-server.js`
  // would get a second copy whose hooks see no rendering component.
  ssr: { noExternal: true },
  server: { port: 5173, proxy: { '/api': apiTarget, '/media': apiTarget } },
  // The manifest lets scripts/bundle-report.mjs find the initial chunks (ADR 012: no staff code in them).
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rollupOptions: {
      output: isSsrBuild ? { inlineDynamicImports: true } : {},
      // Bundled libraries' 'use client' lines mean nothing without React Server Components.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
    },
  },
}))
