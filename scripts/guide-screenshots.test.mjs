import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { enableCopied, guideScreenshots, shrink } from './guide-screenshots.mjs'

describe('guide screenshots', () => {
  it("takes the names from the guide's image links, once each", () => {
    const guide =
      '![Shop](screenshots/catalog-shop-phone.png)\n[link](screenshots/x.png)\n![Again](screenshots/catalog-shop-phone.png)'
    expect(guideScreenshots(guide)).toEqual(['catalog-shop-phone'])
  })

  it('uncomments the image links of the screenshots it copied, and only those', () => {
    const guide = '<!-- ![A](screenshots/a.png) -->\n<!-- ![B](screenshots/b.png) -->\n'
    expect(enableCopied(guide, ['a'])).toBe('![A](screenshots/a.png)\n<!-- ![B](screenshots/b.png) -->\n')
    expect(guideScreenshots(guide)).toEqual(['a', 'b'])
  })

  it('makes a long desktop screenshot a 390 px wide, at most 1 600 px tall PNG under 150 KB', async () => {
    // Stripes of many colours, as a page of photos and text has, over a tall page.
    const pixels = Buffer.alloc(1280 * 6000 * 3).map(
      (_, i) => ((i % 3840) * 7 + Math.floor(i / 3840) * 3) % 256,
    )
    const big = await sharp(pixels, { raw: { width: 1280, height: 6000, channels: 3 } })
      .png()
      .toBuffer()
    const small = await shrink(big)
    const meta = await sharp(small).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 390, 1600])
    expect(small.length).toBeLessThan(150 * 1024)
  }, 30_000)
})
