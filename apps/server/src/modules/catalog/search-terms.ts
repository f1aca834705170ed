/** A visitor's search text, prepared for the three ways the shop matches it. */
export interface SearchTerms {
  /** For `websearch_to_tsquery('swedish', …)`: stemmed full-text match ('klänningar' → 'klänning'). */
  text: string
  /**
   * For `to_tsquery('swedish', …)`: every word, the last as a prefix ('stickad kof' → 'stickad & kof:*').
   * Null when the last word is long enough for the substring match, which covers it on the name.
   */
  prefix: string | null
  /**
   * Words of 4+ letters whose stem must occur inside the name (trigram index), for Swedish
   * compounds: 'klänningar' → stem 'klänning' → 'midiklänning'.
   */
  substrings: string[]
  /** Lower-cased text for trigram word similarity on the name (small typos: 'klänign'). */
  lower: string
  /** Typo matching is noisy for short words ('blå' resembles 'blommig'): only with a word of 5+ letters. */
  fuzzy: boolean
}

const MAX_LENGTH = 100
const MAX_WORDS = 8
/** Shorter words get only stemmed and prefix matching. */
export const FUZZY_MIN_LETTERS = 5
const SUBSTRING_MIN_LETTERS = 4

/** Normalises a search text; null when there is nothing to search for (empty, whitespace, punctuation). */
export function parseSearch(raw: string | undefined): SearchTerms | null {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_LENGTH)
  const lower = text.toLowerCase()
  // Only letters and digits reach to_tsquery, so its operators cannot be injected.
  const words = (lower.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS)
  if (words.length === 0) return null
  const last = words[words.length - 1]!
  const prefix =
    last.length < SUBSTRING_MIN_LETTERS
      ? words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ')
      : null
  return {
    text,
    prefix,
    // Only letters and digits: no LIKE wildcards can slip in. Shorter stems would defeat the index.
    substrings: words.filter((w) => w.length >= SUBSTRING_MIN_LETTERS),
    lower: words.join(' '),
    fuzzy: words.some((w) => w.length >= FUZZY_MIN_LETTERS),
  }
}
