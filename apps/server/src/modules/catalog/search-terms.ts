/** A visitor's search text, prepared for the ways the shop matches it. */
export interface SearchTerms {
  /**
   * For `websearch_to_tsquery('swedish', …)` against the search terms: stemmed words ('klänningar'
   * → 'klänning') found as words of name or description or as fragments of the name's words
   * (compounds and partial words: 'midiklänning', 'kof' in 'kofta').
   */
  text: string
  /**
   * For `to_tsquery('swedish', …)`: every word, the last as a prefix ('stickad kof' → 'stickad &
   * kof:*'), for a short last word: it finds words being typed that no fragment holds ('k'), and
   * ranks garments whose words start with it ('sko' → 'skor') above those that only contain it
   * ('viskos'). Null for longer last words.
   */
  prefix: string | null
  /** Lower-cased words, space-separated: what the typo fallback corrects ('klänign'), and the words of a search by size. */
  lower: string
  /**
   * Only words (letters, digits, spaces): the text means the same as `lower`, with no web search
   * syntax ('"röd kjol"', '-ull', 'or'), so it may be matched word by word with sizes attached.
   */
  plain: boolean
  /** Typo matching is noisy for short words ('blå' resembles 'blommig'): only with a word of 5+ letters. */
  fuzzy: boolean
}

const MAX_LENGTH = 100
const MAX_WORDS = 8
/** Shorter words get only stemmed and prefix matching. */
export const FUZZY_MIN_LETTERS = 5
/** A last word shorter than this also matches as a prefix. */
const PREFIX_BELOW_LETTERS = 4

/** Normalises a search text; null when there is nothing to search for (empty, whitespace, punctuation). */
export function parseSearch(raw: string | undefined): SearchTerms | null {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_LENGTH)
  const lower = text.toLowerCase()
  // Only letters and digits reach to_tsquery, so its operators cannot be injected.
  const words = (lower.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS)
  if (words.length === 0) return null
  const last = words[words.length - 1]!
  const prefix =
    last.length < PREFIX_BELOW_LETTERS
      ? words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ')
      : null
  return {
    text,
    prefix,
    lower: words.join(' '),
    plain: /^[\p{L}\p{N} ]+$/u.test(text) && !words.includes('or') && words.length === text.split(' ').length,
    fuzzy: words.some((w) => w.length >= FUZZY_MIN_LETTERS),
  }
}
