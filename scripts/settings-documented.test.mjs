import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (file) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')

/** The settings the server reads: the keys of `ConfigSchema` in apps/server/src/config.ts. */
function settings() {
  const config = read('apps/server/src/config.ts')
  const schema = config.slice(
    config.indexOf('const ConfigSchema'),
    config.indexOf('\n})', config.indexOf('const ConfigSchema')),
  )
  return [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1])
}

describe('every setting is documented', () => {
  it('finds the settings in config.ts', () => {
    expect(settings()).toContain('PORT')
    expect(settings().length).toBeGreaterThan(30)
  })

  it('lists each in .env.example with its default', () => {
    const example = read('.env.example')
    expect(settings().filter((key) => !new RegExp(`^${key}=`, 'm').test(example))).toEqual([])
  })

  it("names each in the README's settings table", () => {
    const readme = read('README.md')
    const table = readme.slice(
      readme.indexOf('## Settings'),
      readme.indexOf('\n## ', readme.indexOf('## Settings') + 1),
    )
    expect(settings().filter((key) => !table.includes(`\`${key}\``))).toEqual([])
  })
})
