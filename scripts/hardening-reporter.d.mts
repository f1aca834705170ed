import type { Reporter } from 'vitest/node'

export default class HardeningReporter implements Reporter {}
