import { defineConfig } from 'vitest/config'
import HardeningReporter from '../scripts/hardening-reporter.mjs'

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // The crash test's case counts again at the end of the run.
    reporters: ['default', new HardeningReporter()],
  },
})
