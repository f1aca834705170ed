import { describe, expect, it } from 'vitest'
import { tabFromHash } from './tabs'

describe('tabFromHash', () => {
  it('maps every hash of the spec, #subscription included, and falls back to the dashboard', () => {
    expect(tabFromHash('').id).toBe('dashboard')
    expect(tabFromHash('#subscribe').id).toBe('subscribe')
    expect(tabFromHash('#subscription').id).toBe('subscribe')
    expect(tabFromHash('#Change-Password').id).toBe('change-password')
    expect(tabFromHash('#whatever').id).toBe('dashboard')
  })
})
