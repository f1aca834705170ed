import { describe, expect, it } from 'vitest'
import {
  isValidPersonnummer,
  luhnCheckDigit,
  maskPersonnummer,
  normalizePersonnummer,
  parsePersonnummer,
  personnummerMessages,
} from './personnummer.js'

// A fixed "today" keeps the century rules of the 10-digit form stable.
const today = new Date(2026, 5, 15)
const parse = (input: string) => parsePersonnummer(input, today)

describe('luhnCheckDigit', () => {
  it('computes the check digit over the first nine digits', () => {
    expect(luhnCheckDigit('811218987')).toBe(6)
    expect(luhnCheckDigit('811278987')).toBe(3)
  })
})

describe('parsePersonnummer', () => {
  it.each([
    ['198112189876', '198112189876'],
    ['19811218-9876', '198112189876'],
    ['8112189876', '198112189876'],
    ['811218-9876', '198112189876'],
    [' 811218-9876 ', '198112189876'],
    ['811218+9876', '188112189876'],
  ])('accepts %s as %s', (input, value) => {
    expect(parse(input)).toEqual({ ok: true, value, coordinationNumber: false })
  })

  it('accepts a samordningsnummer (day + 60) and says so', () => {
    expect(parse('811278-9873')).toEqual({ ok: true, value: '198112789873', coordinationNumber: true })
    expect(parse('198112789873')).toMatchObject({ ok: true, coordinationNumber: true })
  })

  it("reads the 10-digit form as under 100 years old, and '+' as 100 or older", () => {
    expect(parse('191231-1238')).toMatchObject({ ok: true, value: '201912311238' })
    expect(parse('191231+1238')).toMatchObject({ ok: true, value: '191912311238' })
    // Born later this calendar year than today would be in the future: the previous century.
    expect(parse('261231-1239')).toMatchObject({ ok: true, value: '192612311239' })
  })

  it('knows leap years', () => {
    expect(parse('000229-1235')).toMatchObject({ ok: true, value: '200002291235' })
    // 1900 was not a leap year.
    expect(parse('000229+1235')).toEqual({ ok: false, problem: 'date' })
    expect(parse('199902291237')).toEqual({ ok: false, problem: 'date' })
  })

  it.each([
    ['19811218987', 'length'],
    ['198112189876543', 'length'],
    ['', 'length'],
    ['81121-89876', 'format'],
    ['8112l89876', 'format'],
    ['811218--9876', 'format'],
    ['811318-9876', 'date'],
    ['811200-9876', 'date'],
    ['811232-9876', 'date'],
    ['811292-9876', 'date'],
    ['20991218-9876', 'date'],
    ['811218-9875', 'checksum'],
    ['198112189877', 'checksum'],
    ['811278-9874', 'checksum'],
  ])('rejects %s (%s)', (input, problem) => {
    expect(parse(input)).toEqual({ ok: false, problem })
  })

  it('has a Swedish text for each problem, the length text as the spec writes it', () => {
    expect(personnummerMessages.length).toBe('Personnumret måste vara 12 tecken långt.')
    for (const text of Object.values(personnummerMessages)) expect(text).toMatch(/^Personnumret /)
  })
})

describe('normalizePersonnummer and isValidPersonnummer', () => {
  it('gives 12 digits or null', () => {
    expect(normalizePersonnummer('811218-9876', today)).toBe('198112189876')
    expect(normalizePersonnummer('811218-9875', today)).toBeNull()
    expect(isValidPersonnummer('19811218-9876')).toBe(true)
    expect(isValidPersonnummer('nonsense')).toBe(false)
  })
})

describe('maskPersonnummer', () => {
  it('hides the last four digits', () => {
    expect(maskPersonnummer('198112189876')).toBe('19811218-****')
    expect(maskPersonnummer('19811218-9876')).toBe('19811218-****')
    expect(maskPersonnummer('12')).toBe('****')
  })
})
