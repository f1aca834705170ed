import { describe, expect, it } from 'vitest'
import { maskPersonnummer } from './mask'
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

describe('maskPersonnummer', () => {
  it('keeps the birth date and hides the last four digits', () => {
    expect(maskPersonnummer('198112189876')).toBe('19811218-****')
    expect(maskPersonnummer('19811218-9876')).toBe('19811218-****')
    expect(maskPersonnummer('8112189876')).toBe('811218-****')
    expect(maskPersonnummer('123')).toBe('***')
    expect(maskPersonnummer('')).toBe('')
  })
})
