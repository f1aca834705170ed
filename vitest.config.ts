import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import HardeningReporter from './scripts/hardening-reporter.mjs'

const contract = fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url))

export default defineConfig({
  resolve: { alias: { '@kladbyte/contract': contract } },
  test: {
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
        plugins: [react()],
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
