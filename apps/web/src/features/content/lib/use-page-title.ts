import { useEffect } from 'react'
import { useShopSettings } from '../../../lib/shop-settings'

/** Sets document.title to "<page> | <shop name>", or just the shop name's tagline for the home page. */
export function usePageTitle(page: string, { shopFirst = false } = {}) {
  const { shopName } = useShopSettings()
  useEffect(() => {
    document.title = shopFirst ? `${shopName} – ${page}` : `${page} | ${shopName}`
  }, [page, shopName, shopFirst])
}
