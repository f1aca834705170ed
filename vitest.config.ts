import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { preactAliases, reactPackages } from './apps/web/preact-aliases'
import HardeningReporter from './scripts/hardening-reporter.mjs'

const contract = fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url))
// The ESM builds of Testing Library and React Router: their CommonJS mains (which Node's conditions
// pick) would require() React itself, past the aliases.
const esm = (file: string) => fileURLToPath(new URL(`./node_modules/${file}`, import.meta.url))

export default defineConfig({
  // The web tests and the server's render tests run the web code on Preact, as it ships (ADR 045).
  resolve: {
    alias: [
      { find: '@kladbyte/contract', replacement: contract },
      {
        find: /^@testing-library\/react$/,
        replacement: esm('@testing-library/react/dist/@testing-library/react.esm.js'),
      },
      { find: /^react-router$/, replacement: esm('react-router/dist/development/index.mjs') },
      ...preactAliases,
    ],
    // Radix's helpers (react-remove-scroll and friends) have no `exports`: their ES modules, not the
    // CommonJS `main` (which would require() React past the aliases).
    mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
  },
  test: {
    server: { deps: { inline: reactPackages } },
    // The hardening tests' case counts (matrix, fuzz, uploads, privacy) together at the end of the run.
    reporters: ['default', new HardeningReporter()],
    projects: [
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          setupFiles: ['apps/server/src/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // jsdom renders slowly while the server tests (fuzz, the memory bound) load both cores.
          testTimeout: 15_000,
        },
      },
    ],
  },
})
