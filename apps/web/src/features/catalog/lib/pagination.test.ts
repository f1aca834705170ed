import { describe, expect, it } from 'vitest'
import { paginationItems } from './pagination'

describe('paginationItems', () => {
  it('is empty without pages', () => {
    expect(paginationItems(1, 0)).toEqual([])
  })

  it('shows every page up to 7', () => {
    expect(paginationItems(1, 1)).toEqual([1])
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('collapses near the start to 1–5 … last', () => {
    expect(paginationItems(1, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 8])
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20])
  })

  it('collapses near the end to 1 … last-4–last', () => {
    expect(paginationItems(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20])
    expect(paginationItems(17, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20])
    expect(paginationItems(5, 8)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8])
  })

  it('collapses in the middle to 1 … current±1 … last', () => {
    expect(paginationItems(5, 20)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 20])
    expect(paginationItems(16, 20)).toEqual([1, 'ellipsis-start', 15, 16, 17, 'ellipsis-end', 20])
  })

  it('clamps a current page outside the range', () => {
    expect(paginationItems(99, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10])
    expect(paginationItems(0, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10])
  })
})
