import { useEffect } from 'react'
import { useShopSettings } from './shop-settings'

/** Sets document.title to "<page> | <shop name>" while the page is shown. */
export function usePageTitle(page: string) {
  const { shopName } = useShopSettings()
  useEffect(() => {
    document.title = `${page} | ${shopName}`
  }, [page, shopName])
}
