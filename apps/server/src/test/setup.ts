import { afterAll, afterEach, vi } from 'vitest'
import { takeOpenApiMismatches } from './openapi-check.js'

// Tests fail on an unexpected console.error.
const spy = vi.spyOn(console, 'error')
afterEach(() => {
  const calls = spy.mock.calls
  spy.mockClear()
  if (calls.length > 0)
    throw new Error(`console.error was called: ${calls.map((c) => c.join(' ')).join('\n')}`)
})

// Tests fail on an answer that does not match the OpenAPI document (test/openapi-check.ts); answers
// received in a beforeAll fail the first test, those in an afterAll the file.
const failOnMismatches = () => {
  const found = takeOpenApiMismatches()
  if (found.length > 0)
    throw new Error(`Answers that do not match the OpenAPI document (/api/docs/json):\n${found.join('\n')}`)
}
afterEach(failOnMismatches)
afterAll(failOnMismatches)
