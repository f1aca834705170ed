import { describe, expect, it } from 'vitest'
import { pointsDots } from './points-dots'

describe('pointsDots', () => {
  it.each([
    [0, 1, 0],
    [10, 1, 0],
    [100, 1, 0],
    [101, 2, 0],
    [350, 4, 0],
    [500, 5, 0],
    [501, 5, 1],
    [720, 5, 3],
    [1000, 5, 5],
  ])('%i points → %i dots + %i', (price, dots, extra) => {
    expect(pointsDots(price)).toEqual({ dots, extra })
  })
})
