import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { checkMarkdown, slug } from './check-markdown.mjs'

const script = fileURLToPath(new URL('./check-markdown.mjs', import.meta.url))
const run = promisify(execFile)
let dir = ''

/** A throw-away folder with the given files (path → text); returns the Markdown files' paths. */
function tree(files) {
  dir = mkdtempSync(path.join(os.tmpdir(), 'markdown-'))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  return Object.keys(files).filter((f) => f.endsWith('.md'))
}

function problems(files) {
  const markdown = tree(files)
  return checkMarkdown(dir, markdown).map((p) => `${p.file}:${p.line}: ${p.message}`)
}

afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('Markdown check', () => {
  it('accepts well-formed tables, existing files, images, folders and headings', () => {
    const readme = [
      '# Title',
      '',
      '## Two `words`: here',
      '',
      '| a | b \\| c |',
      '| - | :-: |',
      '| `x` | y |',
      '',
      'See [the guide](docs/guide.md#members-pages), [a folder](docs/), [here](#two-words-here),',
      '![shot](docs/shot.png), [site](https://example.com/x.md) and `[code](nowhere.md)`.',
      '<!-- ![later](docs/screenshots/not-yet.png) -->',
      '',
      '```md',
      '[fenced](nowhere.md)',
      '| not | a table',
      '```',
    ].join('\n')
    expect(
      problems({
        'README.md': readme,
        'docs/guide.md': "# Guide\n\n## Member's pages\n",
        'docs/shot.png': 'png',
      }),
    ).toEqual([])
  })

  it('reports table rows with another cell count and rows without a delimiter row', () => {
    const readme = [
      '| command | what |',
      '| ------- | ---- |',
      '| `a`     | one  |',
      '| `b`     | two  | three |',
      '',
      'A paragraph that the next rows follow:',
      '| `c` | four |',
      '| `d` | five |',
      '',
      '| x | y |',
      '| - | - |',
      'text right below the table',
    ].join('\n')
    expect(problems({ 'README.md': readme })).toEqual([
      'README.md:4: table row has 3 cells, its header 2',
      'README.md:7: table without a delimiter row (| --- |) as its second line: its rows render as text',
      'README.md:12: text directly below a table becomes one of its rows: leave a blank line',
    ])
  })

  it('reports links and images to missing files and headings, relative to the linking file', () => {
    const guide = [
      '# Guide',
      '',
      'Back to [the readme](../README.md#quick-start) and [the map](../ARCHITECTURE.md).',
      '![missing](screenshots/none.png) [no heading](#nowhere) [ok](#guide)',
      '',
      '[ref]: ../bench/README.md',
    ].join('\n')
    expect(problems({ 'README.md': '# Readme\n', 'docs/guide.md': guide })).toEqual([
      'docs/guide.md:3: link to a missing heading: ../README.md#quick-start',
      'docs/guide.md:3: link to a missing file: ../ARCHITECTURE.md',
      'docs/guide.md:4: link to a missing file: screenshots/none.png',
      'docs/guide.md:4: link to a missing heading: #nowhere',
      'docs/guide.md:6: link to a missing file: ../bench/README.md',
    ])
  })

  it('makes anchors as GitHub does', () => {
    expect(slug('Uploads, memory and the log')).toBe('uploads-memory-and-the-log')
    expect(slug('`npm run bench:search`')).toBe('npm-run-benchsearch')
    expect(slug('Sök & köp: Mina sidor')).toBe('sök--köp-mina-sidor')
  })

  it('fails the lint command naming file and line', async () => {
    const files = tree({ 'a.md': '| a | b |\n| - | - |\n| 1 |\n' })
    const failed = await run(process.execPath, [script, ...files], { cwd: dir }).catch((err) => err)
    expect(failed.code).toBe(1)
    expect(failed.stderr).toContain('a.md:3: table row has 1 cells, its header 2')
  })
})
