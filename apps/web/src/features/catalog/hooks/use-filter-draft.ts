import { useCallback, useEffect, useRef, useState } from 'react'
import { draftKey, type FilterDraft, onlySearchDiffers } from '../lib/filter-draft'

/** Filter changes reach the URL 450 ms after the last edit (spec §9). */
export const FILTER_DEBOUNCE_MS = 450

/**
 * The sidebar's editable copy of the URL filters. Edits are committed after a 450 ms pause (or at
 * once with `commitNow`); a change of the URL from elsewhere (header search, 'Alla') replaces the
 * draft, but our own commit arriving late does not overwrite what the visitor typed meanwhile.
 */
export function useFilterDraft(
  applied: FilterDraft,
  commit: (draft: FilterDraft, opts: { replace: boolean }) => void,
) {
  const [draft, setDraft] = useState(applied)
  const pending = useRef<string | null>(null)
  const appliedKey = draftKey(applied)
  const latest = useRef({ applied, commit })
  latest.current = { applied, commit }

  // Keyed on the content: `applied` is a new object on every render.
  useEffect(() => {
    if (pending.current === appliedKey) {
      pending.current = null
      return
    }
    setDraft(latest.current.applied)
  }, [appliedKey])

  const commitNow = useCallback((next: FilterDraft) => {
    const { applied: current, commit: send } = latest.current
    if (draftKey(next) === draftKey(current)) return
    pending.current = draftKey(next)
    send(next, { replace: onlySearchDiffers(next, current) })
  }, [])

  const draftStateKey = draftKey(draft)
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the content, not the object.
  useEffect(() => {
    if (draftStateKey === appliedKey) return
    const timer = setTimeout(() => commitNow(draft), FILTER_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [draftStateKey, appliedKey, commitNow])

  return { draft, setDraft, commitNow }
}
