import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IMAGE_RETRY_DELAY_MS } from '../hooks/use-queued-image'
import { makeProduct } from '../test/render'
import { ProductImage } from './product-image'

// jsdom has no IntersectionObserver and never loads an image: every image queues at once, and the
// test decides when each one finishes by firing its load or error event.

const garments = ['Kappa', 'Jeans', 'Kofta', 'Skjorta', 'Väst'].map((name) => makeProduct({ name }))

const loaded = () => document.querySelectorAll('img')
const waiting = () => document.querySelectorAll('[data-image-phase="queued"]')
const imageOf = (name: string) => screen.getByRole('img', { name })

const card = (p: (typeof garments)[number]) => (
  <ProductImage key={p.id} image={p.images[0]} alt={p.name} sizes="50vw" />
)
const renderCards = (products = garments) => render(<div>{products.map(card)}</div>)

afterEach(() => {
  vi.useRealTimers()
})

describe('ProductImage', () => {
  it('loads at most three images at once, the next one when one finishes', () => {
    renderCards()
    expect(loaded()).toHaveLength(3)
    expect(waiting()).toHaveLength(2)
    // A waiting image is a grey box of the same shape that already has the garment's name.
    expect(imageOf('Skjorta')).not.toHaveAttribute('src')
    expect(imageOf('Kappa')).toHaveAttribute('src', garments[0]!.images[0]!.imageUrl)
    expect(imageOf('Kappa')).toHaveAttribute('srcset', expect.stringContaining('1024w'))
    expect(imageOf('Kappa')).toHaveAttribute('width', '640')

    fireEvent.load(imageOf('Jeans'))
    expect(loaded()).toHaveLength(4)
    expect(imageOf('Skjorta')).toHaveAttribute('src', garments[3]!.images[0]!.imageUrl)
    expect(imageOf('Väst')).not.toHaveAttribute('src')

    fireEvent.load(imageOf('Kappa'))
    expect(loaded()).toHaveLength(5)
  })

  it('retries a failed image after 100 ms and gives up with "Ingen bild" after three tries', () => {
    vi.useFakeTimers()
    renderCards(garments.slice(0, 1))
    for (let attempt = 1; attempt <= 2; attempt++) {
      const img = imageOf('Kappa')
      fireEvent.error(img)
      expect(loaded()).toHaveLength(0)
      act(() => vi.advanceTimersByTime(IMAGE_RETRY_DELAY_MS - 1))
      expect(loaded()).toHaveLength(0)
      act(() => vi.advanceTimersByTime(1))
      // A new element: the browser asks for the file again.
      expect(imageOf('Kappa')).not.toBe(img)
      expect(imageOf('Kappa')).toHaveAttribute('src', garments[0]!.images[0]!.imageUrl)
    }
    fireEvent.error(imageOf('Kappa'))
    act(() => vi.advanceTimersByTime(1000))
    expect(imageOf('Kappa')).toHaveTextContent('Ingen bild')
  })

  it('frees the slot of a failed image for the next one while it waits to retry', () => {
    renderCards(garments.slice(0, 4))
    expect(imageOf('Skjorta')).not.toHaveAttribute('src')
    fireEvent.error(imageOf('Kofta'))
    expect(imageOf('Skjorta')).toHaveAttribute('src')
  })

  it('puts the image being looked at ahead of the waiting ones', () => {
    const cards = garments.slice(0, 4).map(card)
    // The same children shape in both renders, so the four keep their places.
    const { rerender } = render(
      <>
        {cards}
        {null}
      </>,
    )
    expect(waiting()).toHaveLength(1)
    rerender(
      <>
        {cards}
        <ProductImage image={garments[4]!.images[0]} alt="Väst" sizes="100vw" eager />
      </>,
    )
    expect(imageOf('Väst')).not.toHaveAttribute('src')
    fireEvent.load(imageOf('Kappa'))
    expect(imageOf('Väst')).toHaveAttribute('src')
    expect(imageOf('Väst')).toHaveAttribute('fetchpriority', 'high')
    expect(imageOf('Skjorta')).not.toHaveAttribute('src')
  })

  it('keeps no place in the queue for a garment without images', () => {
    render(
      <div>
        <ProductImage image={undefined} alt="Utan bild" sizes="50vw" />
        {garments.slice(0, 3).map(card)}
      </div>,
    )
    expect(imageOf('Utan bild')).toHaveTextContent('Ingen bild')
    expect(loaded()).toHaveLength(3)
  })

  it('gives its place to the next image when it goes away before its turn', () => {
    const { rerender } = renderCards()
    rerender(<div>{[0, 1, 2, 4].map((i) => card(garments[i]!))}</div>)
    // Kappa keeps its place and slot: a remount would have freed it.
    expect(imageOf('Kappa')).toHaveAttribute('src')
    expect(imageOf('Väst')).not.toHaveAttribute('src')
    fireEvent.load(imageOf('Kappa'))
    expect(imageOf('Väst')).toHaveAttribute('src')
  })
})
