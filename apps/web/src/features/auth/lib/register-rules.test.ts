import { describe, expect, it } from 'vitest'
import { allRegisterFieldsFilled, canStartRegistration, REGISTER_FIELDS } from './register-rules'

describe('login-page register button', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['anna', false],
    ['anna@example', false],
    ['anna.example.se', false],
    ['anna@example.se', true],
    ['  anna@example.se ', true],
  ])('%j → enabled %s', (email, enabled) => {
    expect(canStartRegistration(email, false)).toBe(enabled)
  })

  it('is disabled while loading', () => {
    expect(canStartRegistration('anna@example.se', true)).toBe(false)
  })
})

describe('registration form completeness', () => {
  const filled = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, 'x']))

  it('needs every field', () => {
    expect(allRegisterFieldsFilled(filled)).toBe(true)
    for (const field of REGISTER_FIELDS) {
      expect(allRegisterFieldsFilled({ ...filled, [field]: '' }), field).toBe(false)
      expect(allRegisterFieldsFilled({ ...filled, [field]: '  ' }), field).toBe(false)
      expect(allRegisterFieldsFilled({ ...filled, [field]: undefined }), field).toBe(false)
    }
  })
})
