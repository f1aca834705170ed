import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { options } from 'preact'
import { afterEach } from 'vitest'

// Preact runs effects after the next frame (requestAnimationFrame, with a 35 ms timer as fallback);
// in jsdom the timer can fire after the file's environment is gone (no cancelAnimationFrame then).
// A plain timer runs them as soon as the test yields, as React's act() would (ADR 045).
options.requestAnimationFrame = (flush) => {
  setTimeout(flush)
}

// findBy… and waitFor wait 5 s, not 1 s: jsdom renders slowly while the server tests load both cores.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => cleanup())
