/**
 * Text search shared by the staff lists (customers, submissions, their CSV exports): a term is
 * folded once, then matched in SQL by a regex of accent alternatives (ADR 023).
 */

/** The spellings a folded letter stands for, both cases (see `searchPattern`). */
const VARIANTS: Record<string, string> = {
  a: 'aAåÅäÄáÁàÀâÂ',
  e: 'eEéÉèÈêÊëË',
  i: 'iIíÍìÌïÏîÎ',
  o: 'oOöÖóÓòÒôÔøØ',
  u: 'uUüÜúÚùÙûÛ',
  n: 'nNñÑ',
  c: 'cCçÇ',
  y: 'yYýÝÿ',
}

/** The search term folded to plain lower-case letters ('  Åsa ' → 'asa'). */
export function foldSearch(term: string): string {
  return term.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
}

/**
 * A case-insensitive regular expression that finds the folded term with any accents: 'asa' →
 * '(a|A|å|Å|…)s(a|A|å|Å|…)'. Alternatives of whole characters rather than translate()/lower(),
 * which work byte by byte in a SQL_ASCII database (the embedded cluster's default without a
 * UTF-8 locale) and leave Å alone under the C locale.
 */
export function searchPattern(folded: string): string {
  return [...folded]
    .map((ch) => {
      const variants = VARIANTS[ch]
      if (variants) return `(${[...variants].join('|')})`
      // Escape ASCII punctuation (., +, @ …); letters, digits and other characters are literal.
      return /[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/.test(ch) ? `\\${ch}` : ch
    })
    .join('')
}
