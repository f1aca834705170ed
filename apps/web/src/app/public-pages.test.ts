import { PUBLIC_PAGES } from '@kladbyte/contract'
import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { routes } from './router'

// The contract's PUBLIC_PAGES is the one list of public pages (issue 28): the server renders,
// pre-renders, maps and budgets what it names, so a page the router has but the list lacks would be
// a page without HTML before JavaScript, without a sitemap entry and without an access-matrix row.

type Loaded = { Component?: unknown }
const contentPages = import.meta.glob<Loaded>(['../features/content/routes/*.tsx', '!**/*.test.tsx'])
const pageModules = import.meta.glob<Loaded>([
  '../features/*/routes/*.tsx',
  './product-page.tsx',
  '!**/*.test.tsx',
])
/** A module's glob key from its name in the list (relative to apps/web). */
const key = (module: string) => module.replace(/^src\/app\//, './').replace(/^src\//, '../')
/** A URL of the page's path: a parameter or the rest filled in. */
const sample = (path: string) => path.replace(/:[A-Za-z]+/g, 'abc').replace(/\*$/, '123')

describe('the public pages', () => {
  it('include every content page (the not-found page aside)', () => {
    const listed = new Set(PUBLIC_PAGES.map((page) => key(page.module)))
    const unlisted = Object.keys(contentPages).filter(
      (file) => !file.endsWith('/not-found.tsx') && !listed.has(file),
    )
    expect(unlisted).toEqual([])
  })

  it('are each routed to the module the list names', async () => {
    for (const page of PUBLIC_PAGES) {
      const route = matchRoutes(routes, sample(page.path))?.at(-1)?.route
      expect(route?.path ?? '/', page.path).toBe(page.path === '/' ? '/' : page.path.slice(1))
      const lazy = route?.lazy as (() => Promise<Loaded>) | undefined
      const expected = pageModules[key(page.module)]
      expect(expected, page.module).toBeDefined()
      expect((await lazy?.())?.Component, page.path).toBe((await expected!()).Component)
    }
  })
})
