#!/usr/bin/env node
// The Markdown check of `npm run lint`: every tracked (or new, not ignored) .md file, or the files
// named on the command line. Line-based on purpose (no Markdown parser is installed), so it checks
// only what breaks silently when rendered:
// - a table (a run of lines starting with `|`) has a delimiter row second, and every row has the
//   header's number of cells; otherwise GitHub renders the rows as text or drops cells;
// - a relative link or image (`[t](path)`, `![a](path)`, `[id]: path`) names a file or folder that
//   exists, and a `#anchor` (alone or after a .md path) names a heading of that file.
// Fenced code blocks, inline code and HTML comments are skipped; links with a scheme (https:, mailto:) are not checked.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const FENCE = /^ {0,3}(`{3,}|~{3,})/
const TABLE_LINE = /^ {0,3}\|/
const DELIMITER_CELL = /^\s*:?-+:?\s*$/
const SCHEME = /^[a-z][a-z0-9+.-]*:/i

/** Lines with fenced code blanked (kept as '' so line numbers stay). */
function withoutFences(lines) {
  let fence = null
  return lines.map((line) => {
    const open = line.match(FENCE)
    if (fence) {
      if (
        open &&
        open[1][0] === fence[0] &&
        open[1].length >= fence.length &&
        !line.slice(open[0].length).trim()
      )
        fence = null
      return ''
    }
    if (open) {
      fence = open[1]
      return ''
    }
    return line
  })
}

/** The text with inline code spans replaced by spaces (same length, so offsets and lines stay). */
function withoutCodeSpans(text) {
  return text.replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)|(`+)(?!`)\S?\2(?!`)/g, (m) => m.replace(/[^\n]/g, ' '))
}

/** A table row's cells: split on pipes not escaped with a backslash, outer pipes dropped. */
export function cells(row) {
  const trimmed = row.trim()
  const parts = trimmed.split(/(?<!\\)\|/)
  if (trimmed.startsWith('|')) parts.shift()
  if (trimmed.endsWith('|') && !trimmed.endsWith('\\|')) parts.pop()
  return parts
}

function checkTables(lines, problems) {
  let i = 0
  while (i < lines.length) {
    if (!TABLE_LINE.test(lines[i])) {
      i++
      continue
    }
    const start = i
    while (i < lines.length && TABLE_LINE.test(lines[i])) i++
    const header = cells(lines[start])
    const delimiter = start + 1 < i ? cells(lines[start + 1]) : []
    if (delimiter.length === 0 || !delimiter.every((c) => DELIMITER_CELL.test(c))) {
      problems.push({
        line: start + 1,
        message: 'table without a delimiter row (| --- |) as its second line: its rows render as text',
      })
      continue
    }
    for (let row = start + 1; row < i; row++) {
      const count = cells(lines[row]).length
      if (count !== header.length)
        problems.push({
          line: row + 1,
          message: `table row has ${count} cells, its header ${header.length}`,
        })
    }
    // A text line right after a table continues its last row in GitHub's renderer.
    if (i < lines.length && lines[i].trim() && !/^ {0,3}(#|>|[-*+] |\d+\. |<)/.test(lines[i]))
      problems.push({
        line: i + 1,
        message: 'text directly below a table becomes one of its rows: leave a blank line',
      })
  }
}

/** GitHub's anchor for a heading text (github-slugger's rule, after inline Markdown is dropped). */
export function slug(heading) {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** Every anchor a file offers: its headings' slugs (repeats numbered as GitHub does) and HTML ids. */
export function anchorsOf(text) {
  const seen = new Map()
  const anchors = new Set()
  for (const line of withoutFences(text.split('\n'))) {
    const heading = line.match(/^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/)
    if (heading) {
      const base = slug(heading[1])
      const n = seen.get(base) ?? 0
      seen.set(base, n + 1)
      anchors.add(n === 0 ? base : `${base}-${n}`)
    }
    for (const m of line.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(m[1])
  }
  return anchors
}

/** The text with HTML comments replaced by spaces (not rendered, so their links do not count). */
function withoutComments(text) {
  return text.replace(/<!--[\s\S]*?-->/g, (m) => m.replace(/[^\n]/g, ' '))
}

/** The relative targets of links, images and reference definitions, with their line numbers. */
export function linkTargets(text) {
  const lines = withoutFences(text.split('\n'))
  const body = withoutComments(withoutCodeSpans(lines.join('\n')))
  const lineAt = (offset) => body.slice(0, offset).split('\n').length
  const found = []
  for (const m of body.matchAll(
    /!?\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g,
  ))
    found.push({ target: m[1].replace(/^<|>$/g, ''), line: lineAt(m.index) })
  for (const m of body.matchAll(/^ {0,3}\[[^\]]+\]:\s+(\S+)/gm))
    found.push({ target: m[1].replace(/^<|>$/g, ''), line: lineAt(m.index) })
  return found.filter(({ target }) => target && !SCHEME.test(target))
}

function checkLinks(root, file, text, problems, readText) {
  for (const { target, line } of linkTargets(text)) {
    const [rawPath, anchor] = target.split('#', 2)
    const linkPath = decodeURIComponent(rawPath)
    const resolved = linkPath.startsWith('/')
      ? path.join(root, linkPath)
      : path.join(root, path.dirname(file), linkPath)
    if (linkPath && !existsSync(resolved)) {
      problems.push({ line, message: `link to a missing file: ${target}` })
      continue
    }
    if (anchor === undefined) continue
    const targetFile = linkPath ? resolved : path.join(root, file)
    if (!targetFile.endsWith('.md') || statSync(targetFile).isDirectory()) continue
    if (!anchorsOf(readText(targetFile)).has(decodeURIComponent(anchor).toLowerCase()))
      problems.push({ line, message: `link to a missing heading: ${target}` })
  }
}

/** Problems in the given Markdown files (paths relative to root), as { file, line, message }. */
export function checkMarkdown(root, files) {
  const cache = new Map()
  const readText = (abs) => {
    if (!cache.has(abs)) cache.set(abs, readFileSync(abs, 'utf8'))
    return cache.get(abs)
  }
  return files.flatMap((file) => {
    const text = readText(path.join(root, file))
    const problems = []
    checkTables(withoutFences(text.split('\n')), problems)
    checkLinks(root, file, text, problems, readText)
    return problems.sort((a, b) => a.line - b.line).map((p) => ({ file, ...p }))
  })
}

/** Tracked Markdown files, and new ones git does not ignore. */
function markdownFiles(root) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], {
    cwd: root,
    encoding: 'utf8',
  })
  return out
    .split('\n')
    .filter(Boolean)
    .filter((f) => existsSync(path.join(root, f)))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.cwd()
  const named = process.argv.slice(2)
  const problems = checkMarkdown(root, named.length > 0 ? named : markdownFiles(root))
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`)
  if (problems.length > 0) {
    console.error(`${problems.length} Markdown problem(s)`)
    process.exit(1)
  }
}
