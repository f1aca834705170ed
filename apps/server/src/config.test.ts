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
