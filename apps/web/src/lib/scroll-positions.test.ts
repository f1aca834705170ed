import { afterEach, describe, expect, it } from 'vitest'
import { createScrollPositions } from './scroll-positions'

afterEach(() => sessionStorage.clear())

describe('scroll positions', () => {
  it('saves only the newest positions and reads them back after a reload', () => {
    const before = createScrollPositions('test.scroll', 2)
    before.set('/a', 100)
    before.set('/b', 200)
    before.set('/c', 300)
    before.set('/a', 150) // visited again: newest now
    before.save()
    const after = createScrollPositions('test.scroll', 2)
    expect([after.get('/a'), after.get('/b'), after.get('/c')]).toEqual([150, undefined, 300])
  })

  it('starts empty when the stored entry is damaged', () => {
    sessionStorage.setItem('test.scroll', '{"/a": "högt", "/b": 40')
    expect(createScrollPositions('test.scroll', 10).get('/b')).toBeUndefined()
    sessionStorage.setItem('test.scroll', '{"/a": "högt", "/b": 40}')
    const positions = createScrollPositions('test.scroll', 10)
    expect([positions.get('/a'), positions.get('/b')]).toEqual([undefined, 40])
  })
})
