import type { CategoryDto } from '@kladbyte/contract'
import { EMPTY_GUID } from '@kladbyte/contract'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { HomeTiles } from './home-tiles'

const cat = (name: string, description: string, over: Partial<CategoryDto> = {}): CategoryDto => ({
  id: `00000000-0000-4000-8000-${String(name.length).padStart(12, '0')}`,
  name,
  description,
  display: true,
  sorting: 0,
  parent: EMPTY_GUID,
  imageRelativePath: null,
  ...over,
})

const renderTiles = (categories: CategoryDto[]) =>
  render(
    <MemoryRouter>
      <HomeTiles categories={categories} />
    </MemoryRouter>,
  )

describe('HomeTiles', () => {
  it('shows two big tiles with name and a description cut at 80 characters, linking to the shop', () => {
    const long = `Klänningar, byxor och toppar för alla tillfällen – noga utvalda och kontrollerade av oss innan de hamnar här.`
    const dam = cat('Dam', long, { id: '11111111-1111-4111-8111-111111111111', sorting: 1 })
    const barn = cat('Barn', 'Kläder som växer med barnen.', {
      id: '22222222-2222-4222-8222-222222222222',
      sorting: 2,
    })
    renderTiles([dam, barn])

    const list = screen.getByTestId('home-tiles')
    const links = within(list).getAllByRole('link')
    expect(links).toHaveLength(2)
    expect(links[0]).toHaveAttribute('href', `/shop/${dam.id}`)
    expect(links[1]).toHaveAttribute('href', `/shop/${barn.id}`)
    expect(links[0]).toHaveTextContent(`${long.slice(0, 80).trimEnd()}…`)
    expect(links[0]).not.toHaveTextContent(long)
    expect(links[1]).toHaveTextContent('Kläder som växer med barnen.')
    expect(screen.queryByTestId('home-bubbles')).toBeNull()
  })

  it('shows a round bubble with the name and its first letter when only one category exists', () => {
    const only = cat('Skor', 'Allt för fötterna', { id: '33333333-3333-4333-8333-333333333333' })
    renderTiles([only, cat('Dold', 'x', { display: false })])

    const list = screen.getByTestId('home-bubbles')
    const link = within(list).getByRole('link', { name: /Skor/ })
    expect(link).toHaveAttribute('href', `/shop/${only.id}`)
    expect(within(link).getByText('S')).toBeInTheDocument()
    expect(screen.queryByText('Allt för fötterna')).toBeNull()
    expect(screen.queryByTestId('home-tiles')).toBeNull()
  })
})
