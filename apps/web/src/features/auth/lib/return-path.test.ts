import { describe, expect, it } from 'vitest'
import { returnPathFrom, returnState, sameSitePath } from './return-path'

describe('sameSitePath', () => {
  it.each(['/checkout', '/my-account#orders', '/subscribe-return?session_id=cs_1', '/shop/a/b?search=blå'])(
    'accepts the site path %s',
    (path) => expect(sameSitePath(path)).toBe(path),
  )

  it.each([
    '//evil.example',
    '//evil.example/checkout',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/checkout',
    'javascript:alert(1)',
    'checkout',
    '',
    ' /checkout',
    '\\\\evil.example',
  ])('rejects %j', (path) => expect(sameSitePath(path)).toBeUndefined())

  it.each([undefined, null, 42, { pathname: '/checkout' }])('rejects the non-string %j', (value) =>
    expect(sameSitePath(value)).toBeUndefined(),
  )

  it('does not return to the login or logout pages', () => {
    expect(sameSitePath('/login')).toBeUndefined()
    expect(sameSitePath('/logout')).toBeUndefined()
    expect(sameSitePath('/LOGIN/')).toBeUndefined()
  })
})

describe('returnPathFrom', () => {
  it('goes back to the page the guard came from', () => {
    expect(returnPathFrom({ from: '/checkout' })).toBe('/checkout')
  })

  it('goes to / for a plain visit or an unsafe path', () => {
    expect(returnPathFrom(null)).toBe('/')
    expect(returnPathFrom(undefined)).toBe('/')
    expect(returnPathFrom({})).toBe('/')
    expect(returnPathFrom({ from: '//evil.example' })).toBe('/')
  })
})

describe('returnState', () => {
  it('carries a safe path on and drops anything else', () => {
    expect(returnState({ from: '/checkout' })).toEqual({ from: '/checkout' })
    expect(returnState({ from: 'https://evil.example' })).toBeUndefined()
    expect(returnState(null)).toBeUndefined()
  })
})
