import { describe, expect, it } from 'vitest'
import { type Place, scrollActionFor } from './navigation-scroll'

const at = (pathname: string, search = '', hash = ''): Place => ({ pathname, search, hash })

describe('scrollActionFor', () => {
  it('opens a page reached by a link at its top, or at its anchor', () => {
    expect(scrollActionFor(at('/'), at('/about'), 'PUSH')).toEqual({ kind: 'new-page' })
    expect(scrollActionFor(at('/'), at('/terms', '', '#personuppgifter'), 'PUSH')).toEqual({
      kind: 'new-page',
      anchor: 'personuppgifter',
    })
  })

  it('starts again at the top when a link opens the page already shown', () => {
    expect(scrollActionFor(at('/about'), at('/about'), 'PUSH')).toEqual({ kind: 'new-page' })
  })

  it('treats another query as another page when a link opens it', () => {
    expect(scrollActionFor(at('/shop', '?page=1'), at('/shop', '?page=2'), 'PUSH')).toEqual({
      kind: 'new-page',
    })
  })

  it('goes to an anchor on the same page, and does nothing when only the anchor went away', () => {
    expect(scrollActionFor(at('/terms'), at('/terms', '', '#villkor-3'), 'PUSH')).toEqual({
      kind: 'anchor',
      anchor: 'villkor-3',
    })
    expect(scrollActionFor(at('/my-account', '', '#orders'), at('/my-account'), 'PUSH')).toEqual({
      kind: 'none',
    })
  })

  it('lets /policy add its anchor by replacing the address', () => {
    expect(scrollActionFor(at('/policy'), at('/policy', '', '#personuppgifter'), 'REPLACE')).toEqual({
      kind: 'anchor',
      anchor: 'personuppgifter',
    })
  })

  it('leaves the scroll alone when a REPLACE changes only the query (filters being typed)', () => {
    expect(scrollActionFor(at('/shop'), at('/shop', '?search=jacka'), 'REPLACE')).toEqual({ kind: 'none' })
  })

  it('treats a redirect to another page as a new page', () => {
    expect(scrollActionFor(at('/checkout'), at('/login'), 'REPLACE')).toEqual({ kind: 'new-page' })
  })

  it('restores the place on back/forward to another page, but leaves in-page back/forward to the browser', () => {
    expect(scrollActionFor(at('/about'), at('/'), 'POP')).toEqual({ kind: 'restore' })
    expect(scrollActionFor(at('/about'), at('/terms', '', '#villkor-2'), 'POP')).toEqual({
      kind: 'restore',
      anchor: 'villkor-2',
    })
    expect(scrollActionFor(at('/terms', '', '#villkor-2'), at('/terms'), 'POP')).toEqual({ kind: 'none' })
  })

  it("on the first page shown goes to the address's anchor and otherwise leaves the browser's place", () => {
    expect(scrollActionFor(null, at('/terms', '', '#villkor-12'), 'POP')).toEqual({
      kind: 'anchor',
      anchor: 'villkor-12',
    })
    expect(scrollActionFor(null, at('/about'), 'POP')).toEqual({ kind: 'none' })
  })

  it('decodes an encoded anchor', () => {
    expect(scrollActionFor(at('/'), at('/faq', '', '#fr%C3%A5gor'), 'PUSH')).toEqual({
      kind: 'new-page',
      anchor: 'frågor',
    })
  })
})
