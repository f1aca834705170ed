import { useEffect } from 'react'
import { usePublicSettings } from '../api/get-public-settings'

/** Sets document.title to "<page> | <shop name>", or just the shop name's tagline for the home page. */
export function usePageTitle(page: string, { shopFirst = false } = {}) {
  const { shopName } = usePublicSettings()
  useEffect(() => {
    document.title = shopFirst ? `${shopName} – ${page}` : `${page} | ${shopName}`
  }, [page, shopName, shopFirst])
}
