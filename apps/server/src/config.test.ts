import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.js'

describe('SEARCH_CONNECTIONS', () => {
  it('defaults to 4 and takes a whole number from the environment', () => {
    expect(loadConfig({}).SEARCH_CONNECTIONS).toBe(4)
    expect(loadConfig({ SEARCH_CONNECTIONS: '8' }).SEARCH_CONNECTIONS).toBe(8)
  })

  it('stops the start with the bad setting named', () => {
    for (const bad of ['0', '-2', '2.5', 'fyra', '1000']) {
      expect(() => loadConfig({ SEARCH_CONNECTIONS: bad })).toThrow(
        /Ogiltiga inställningar:\n {2}SEARCH_CONNECTIONS/,
      )
    }
  })
})

describe('TRUST_PROXY', () => {
  it('is off by default, on for any peer with true, or the proxy addresses it lists', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true)
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1,10.0.0.0/8 ' }).TRUST_PROXY).toBe('127.0.0.1,10.0.0.0/8')
  })
})
