import { expect, it } from 'vitest'

it('has browser journeys (added with the web shell)', () => {
  expect(true).toBe(true)
})
