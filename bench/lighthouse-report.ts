import { readFile, writeFile } from 'node:fs/promises'
import type { Result } from 'lighthouse'

// The figures `npm run bench:lighthouse` keeps from each Lighthouse result, their medians, the
// table it prints and writes into bench/README.md, and the audits that cost points.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export const METRICS = [
  ['LCP', 'largest-contentful-paint', 'ms'],
  ['FCP', 'first-contentful-paint', 'ms'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['CLS', 'cumulative-layout-shift', ''],
] as const

export interface RunFigures {
  scores: Record<(typeof CATEGORIES)[number], number>
  metrics: Record<(typeof METRICS)[number][0], number>
}

export function figures(lhr: Result): RunFigures {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as RunFigures['scores']
  const metrics = Object.fromEntries(
    METRICS.map(([label, id]) => [label, lhr.audits[id]?.numericValue ?? Number.NaN]),
  ) as RunFigures['metrics']
  return { scores, metrics }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/** The median of each score and metric over the runs (each taken separately). */
export function medians(runs: RunFigures[]): RunFigures {
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]),
    ) as RunFigures['scores'],
    metrics: Object.fromEntries(
      METRICS.map(([label]) => [label, median(runs.map((r) => r.metrics[label]))]),
    ) as RunFigures['metrics'],
  }
}

const metric = (label: string, value: number) =>
  label === 'CLS' ? value.toFixed(3) : `${(value / 1000).toFixed(1)} s`.replace('0.0 s', '0 s')
const ms = (label: string, value: number) =>
  label === 'TBT' ? `${Math.round(value)} ms` : metric(label, value)

/** A Markdown table laid out as Biome formats it (the README is checked by `npm run lint`). */
function markdownTable(head: string[], rows: string[][], right: boolean[]): string {
  const widths = head.map((h, c) => Math.max(h.length, 3, ...rows.map((r) => r[c]!.length)))
  const line = (cells: string[]) =>
    `| ${cells.map((v, c) => (right[c] ? v.padStart(widths[c]!) : v.padEnd(widths[c]!))).join(' | ')} |`
  const rule = `| ${widths.map((w, c) => (right[c] ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`
  return [line(head), rule, ...rows.map(line)].join('\n')
}

/** The Markdown table: one row per page, medians of the runs. */
export function table(rows: { page: string; median: RunFigures; runs: RunFigures[] }[]): string {
  const head = ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'FCP', 'TBT', 'CLS']
  const body = rows.map(({ page, median: m, runs }) => [
    page,
    String(m.scores.performance),
    String(m.scores.accessibility),
    String(m.scores['best-practices']),
    String(m.scores.seo),
    ...METRICS.map(([label]) => ms(label, m.metrics[label])),
    runs.map((r) => r.scores.performance).join(', '),
  ])
  return markdownTable([...head, 'performance of each run'], body, head.map((_, c) => c > 0).concat(false))
}

/** Every audit of the category that lost points in a run, with a line of detail. */
export function losses(lhr: Result, category: (typeof CATEGORIES)[number]): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? []
  return refs.flatMap((ref) => {
    const audit = lhr.audits[ref.id]
    if (
      !audit ||
      audit.score === null ||
      audit.score >= 1 ||
      (ref.weight === 0 && category !== 'performance')
    )
      return []
    if (category === 'performance' && ref.weight === 0 && audit.details?.type !== 'opportunity') return []
    const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []
    const detail = items
      .slice(0, 3)
      .map((i) => String(i.description ?? i.url ?? i.source ?? i.node ?? '').slice(0, 140))
      .filter(Boolean)
      .join(' · ')
    const value = audit.displayValue ? ` (${audit.displayValue})` : ''
    return [`${ref.id}: score ${audit.score}${value}${detail ? ` — ${detail}` : ''}`]
  })
}

const START = '<!-- lighthouse:table -->'
const END = '<!-- /lighthouse:table -->'

/** Replaces the table between the markers in the README's '## Lighthouse' section. */
export async function writeReadmeTable(readme: string, when: string, markdown: string): Promise<boolean> {
  const text = await readFile(readme, 'utf8')
  const start = text.indexOf(START)
  const end = text.indexOf(END)
  if (start < 0 || end < start) return false
  const block = `${START}\nLast run: ${when}.\n\n${markdown}\n${END}`
  await writeFile(readme, text.slice(0, start) + block + text.slice(end + END.length))
  return true
}
