import { useEffect } from 'react'
import { sv } from '../../../i18n/sv'

/** Sets the tab title to '<title> | Klädbyte' while the page is shown. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return
    document.title = `${title} | ${sv.common.shopName}`
  }, [title])
}
