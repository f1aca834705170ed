import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { makeProduct } from '../test/render'
import { Gallery } from './gallery'

const product = makeProduct({ name: 'Randig tröja' })
// The server's order puts the main image second here; the gallery must still start with it.
const images = [product.images[1]!, product.images[0]!, product.images[2]!]
const mainSrc = product.images[0]!.imageUrl

// jsdom never loads images: marking them loaded frees their places in the image queue (3 at once).
const loadImages = () => {
  for (const img of document.querySelectorAll('img')) fireEvent.load(img)
}
const shownSrc = () => screen.getAllByRole('img', { name: 'Randig tröja' })[0]!.getAttribute('src')

describe('Gallery', () => {
  it('starts with the main image and shows n / total', () => {
    render(<Gallery images={images} name="Randig tröja" />)
    expect(shownSrc()).toBe(mainSrc)
    expect(screen.getByText('1 / 3')).toBeInTheDocument()
    const img = screen.getAllByRole('img', { name: 'Randig tröja' })[0]!
    expect(img).toHaveAttribute('srcset', expect.stringContaining('320w'))
    expect(img).toHaveAttribute('sizes', expect.stringContaining('100vw'))
  })

  it('flips with ArrowRight/ArrowLeft while focused, wrapping around', async () => {
    const user = userEvent.setup()
    render(<Gallery images={images} name="Randig tröja" />)
    loadImages()
    const gallery = screen.getByRole('region', { name: 'Bildgalleri' })
    await user.tab()
    expect(gallery).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByText('2 / 3')).toBeInTheDocument()
    expect(shownSrc()).toBe(images[0]!.imageUrl)
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getByText('1 / 3')).toBeInTheDocument()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByText('3 / 3')).toBeInTheDocument()
  })

  it('ignores arrow keys when the gallery does not have focus', async () => {
    const user = userEvent.setup()
    render(
      <>
        <input aria-label="annat" />
        <Gallery images={images} name="Randig tröja" />
      </>,
    )
    await user.click(screen.getByRole('textbox', { name: 'annat' }))
    await user.keyboard('{ArrowRight}')
    expect(screen.getByText('1 / 3')).toBeInTheDocument()
  })

  it('has arrows and thumbnails as buttons', async () => {
    const user = userEvent.setup()
    render(<Gallery images={images} name="Randig tröja" />)
    await user.click(screen.getByRole('button', { name: 'Nästa bild' }))
    expect(screen.getByText('2 / 3')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Föregående bild' }))
    expect(screen.getByText('1 / 3')).toBeInTheDocument()
    const third = screen.getByRole('button', { name: 'Visa bild 3 av 3' })
    await user.click(third)
    expect(third).toHaveAttribute('aria-current', 'true')
    expect(screen.getByText('3 / 3')).toBeInTheDocument()
  })

  it('swipes on touch only past 50 px', () => {
    render(<Gallery images={images} name="Randig tröja" />)
    const stage = screen.getByText('1 / 3').parentElement!
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(stage, { changedTouches: [{ clientX: from }] })
      fireEvent.touchEnd(stage, { changedTouches: [{ clientX: to }] })
    }
    swipe(200, 151)
    expect(screen.getByText('1 / 3')).toBeInTheDocument()
    swipe(200, 150)
    expect(screen.getByText('2 / 3')).toBeInTheDocument()
    swipe(100, 160)
    expect(screen.getByText('1 / 3')).toBeInTheDocument()
  })

  it('shows one image without controls', () => {
    render(<Gallery images={[product.images[0]!]} name="Randig tröja" />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(screen.queryByText('1 / 1')).not.toBeInTheDocument()
  })
})
