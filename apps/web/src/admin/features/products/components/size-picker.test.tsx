import { ADULT_SIZE_RANGES, ADULT_SIZES, CHILD_SIZES } from '@kladbyte/contract'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SizePicker } from './size-picker'

describe('SizePicker', () => {
  it('offers the lists of spec §9 in its order, then Annat…', () => {
    render(<SizePicker value="" onChange={() => undefined} />)
    const select = screen.getByLabelText('Storlek')
    const groups = [...select.querySelectorAll('optgroup')]
    expect(groups.map((g) => g.label)).toEqual([
      'Vuxenstorlekar',
      'Barnstorlekar (ålder)',
      'Vuxenstorlekar (intervall)',
    ])
    const texts = (el: HTMLElement) =>
      within(el)
        .getAllByRole('option')
        .map((o) => o.textContent)
    expect(texts(groups[0]!)).toEqual([...ADULT_SIZES])
    expect(texts(groups[1]!)).toEqual([...CHILD_SIZES])
    expect(texts(groups[2]!)).toEqual([...ADULT_SIZE_RANGES])
    expect(texts(select)).toEqual([
      'Välj storlek',
      ...ADULT_SIZES,
      ...CHILD_SIZES,
      ...ADULT_SIZE_RANGES,
      'Annat…',
    ])
  })
})
