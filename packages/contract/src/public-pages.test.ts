import { describe, expect, it } from 'vitest'
import { PRERENDERED_PAGES, PUBLIC_PAGES, pagePattern, SITEMAP_PAGES } from './public-pages.js'

// What the consumers derive from PUBLIC_PAGES, pinned as each listed it before issue 28: the same
// files pre-rendered, the same sitemap, the same routes.
describe('PUBLIC_PAGES', () => {
  it('pre-renders the content pages into the same files', () => {
    expect(PRERENDERED_PAGES).toEqual({
      '/': 'home',
      '/about': 'about',
      '/guide': 'guide',
      '/terms': 'terms',
      '/policy': 'policy',
      '/faq': 'faq',
      '/contact': 'contact',
    })
  })

  it('lists the same pages in the sitemap, in the same order', () => {
    expect(SITEMAP_PAGES).toEqual(['/', '/shop', '/about', '/guide', '/faq', '/contact', '/terms', '/policy'])
  })

  it('has each path once, and a file name exactly for the pre-rendered pages', () => {
    const paths = PUBLIC_PAGES.map((p) => p.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const page of PUBLIC_PAGES) expect('name' in page).toBe(page.render === 'prerendered')
  })

  it('matches a requested path to its page like the routers do', () => {
    const pageOf = (pathname: string) => PUBLIC_PAGES.find((p) => pagePattern(p.path).test(pathname))?.path
    expect(pageOf('/')).toBe('/')
    expect(pageOf('/about')).toBe('/about')
    expect(pageOf('/shop')).toBe('/shop')
    expect(pageOf('/shop/')).toBe('/shop/*')
    expect(pageOf('/shop/123/barn')).toBe('/shop/*')
    expect(pageOf('/product/abc')).toBe('/product/:productId')
    expect(pageOf('/product/abc/x')).toBeUndefined()
    expect(pageOf('/aboutx')).toBeUndefined()
    expect(pageOf('/cart')).toBeUndefined()
  })
})
