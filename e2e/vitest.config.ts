import { defineConfig } from 'vitest/config'
import HardeningReporter from '../scripts/hardening-reporter.mjs'

/**
 * Journeys that start several processes, kill them or measure a load: they run alone, after the
 * others, so a neighbour's CPU does not stretch their leases and deadlines.
 */
const alone = ['e2e/crash.e2e.ts', 'e2e/deploy.e2e.ts', 'e2e/jobs.e2e.ts', 'e2e/multi-process.e2e.ts']

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // The crash test's case counts again at the end of the run.
    reporters: ['default', new HardeningReporter()],
    projects: [
      {
        extends: true,
        // Every journey has its own server, database, mail sink and ports (harness.ts), so two
        // run at once: CI's 2 cores are otherwise half idle while a browser waits for the server.
        test: { name: 'journeys', include: ['e2e/**/*.e2e.ts'], exclude: alone, maxWorkers: 2 },
      },
      {
        extends: true,
        test: {
          name: 'alone',
          include: alone,
          maxWorkers: 1,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
