import { describe, expect, it } from 'vitest'
import {
  dayEnd,
  dayStart,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatFileSize,
  formatLongDate,
  formatLongDateTime,
  formatNumber,
  formatOrderNumber,
  formatPoints,
  formatReference,
  formatYear,
  isDay,
} from './format'

// Intl groups Swedish digits with a no-break space (U+00A0) and writes minus as U+2212.
const nbsp = '\u00a0'

describe('format', () => {
  it('groups numbers and points the Swedish way', () => {
    expect(formatNumber(12500)).toBe(`12${nbsp}500`)
    expect(formatNumber(-1234)).toBe(`\u22121${nbsp}234`)
    expect(formatPoints(1000)).toBe(`1${nbsp}000 poäng`)
    expect(formatPoints(0)).toBe('0 poäng')
  })

  it('writes dates and times in Swedish time, summer and winter', () => {
    // 13:05 UTC is 14:05 in Stockholm in winter (CET) and 15:05 in summer (CEST).
    expect(formatDate('2025-12-18T13:05:00Z')).toBe('2025-12-18')
    expect(formatDateTime('2025-12-18T13:05:00Z')).toBe('2025-12-18 14:05')
    expect(formatLongDate('2025-12-18T13:05:00Z')).toBe('18 december 2025')
    expect(formatLongDateTime('2025-07-01T13:05:00Z')).toBe('1 juli 2025 kl. 15:05')
  })

  it('takes the date from Stockholm, not UTC, near midnight', () => {
    expect(formatDate('2025-10-15T22:30:00Z')).toBe('2025-10-16')
  })

  it('writes a calendar day as day and month, and the year as Sweden has it', () => {
    expect(formatDayMonth('2026-02-16')).toBe('16 feb.')
    expect(formatDayMonth('2026-03-30')).toBe('30 mars')
    // 23:30 UTC on New Year's Eve is already the new year in Stockholm.
    expect(formatYear('2025-12-31T23:30:00Z')).toBe('2026')
  })

  it('reads a picked day as 00:00 to 24:00 Stockholm time, winter and summer', () => {
    expect(dayStart('2025-03-01').toISOString()).toBe('2025-02-28T23:00:00.000Z')
    expect(dayEnd('2025-03-01').toISOString()).toBe('2025-03-01T22:59:59.999Z')
    expect(dayStart('2025-07-01').toISOString()).toBe('2025-06-30T22:00:00.000Z')
    expect(dayEnd('2025-12-31').toISOString()).toBe('2025-12-31T22:59:59.999Z')
  })

  it('gives the days the clocks change their 23 and 25 hours', () => {
    const hours = (day: string) => (dayEnd(day).getTime() + 1 - dayStart(day).getTime()) / 3_600_000
    expect(dayStart('2025-03-30').toISOString()).toBe('2025-03-29T23:00:00.000Z')
    expect(hours('2025-03-30')).toBe(23)
    expect(dayStart('2025-10-26').toISOString()).toBe('2025-10-25T22:00:00.000Z')
    expect(hours('2025-10-26')).toBe(25)
    expect(hours('2025-10-27')).toBe(24)
  })

  it('knows a real day from anything else', () => {
    expect(isDay('2024-02-29')).toBe(true)
    for (const bad of ['2025-02-29', '2025-13-01', '2025-1-01', 'igår', '']) expect(isDay(bad)).toBe(false)
    expect(() => dayStart('2025-02-30')).toThrow(RangeError)
  })

  it('is empty without a date and echoes what is not a date', () => {
    expect(formatDate(null)).toBe('')
    expect(formatLongDate(undefined)).toBe('')
    expect(formatDateTime('inte ett datum')).toBe('inte ett datum')
  })

  it('prints order numbers ungrouped', () => {
    expect(formatOrderNumber(10001)).toBe('10001')
  })

  it('shortens ids to 8 characters and an ellipsis', () => {
    expect(formatReference('3f2a9c1e-77b0-4d1a-9e55-0c2d1f9b8a11')).toBe('3f2a9c1e…')
    expect(formatReference('abc')).toBe('abc')
  })

  it('writes file sizes with Swedish decimals', () => {
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB')
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1,5 MB')
    expect(formatFileSize(320 * 1024)).toBe('320 kB')
    expect(formatFileSize(900)).toBe('900 byte')
  })
})
